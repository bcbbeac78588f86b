import { describe, expect, it } from 'vitest';
import { accessStatusOf, currentByType, type DocumentSummary, recentDocuments } from './access-status';

describe('BookRx access status (spec §4)', () => {
  it('is active only when verified and VERIFIED, pending when PENDING, else not submitted', () => {
    expect(accessStatusOf({ verified: true, verificationStatus: 'VERIFIED' })).toBe('active');
    expect(accessStatusOf({ verified: false, verificationStatus: 'VERIFIED' })).toBe('not_submitted');
    expect(accessStatusOf({ verified: false, verificationStatus: 'PENDING' })).toBe('pending_verification');
    expect(accessStatusOf({ verified: false, verificationStatus: 'NOT_SUBMITTED' })).toBe('not_submitted');
  });

  it('shows the three most recent documents and the newest of each type', () => {
    const docs: DocumentSummary[] = [
      { type: 'pharmacist_license', status: 'rejected', uploadedAt: '2026-01-01' },
      { type: 'pharmacist_license', status: 'pending', uploadedAt: '2026-01-04' },
      { type: 'college_license', status: 'approved', uploadedAt: '2026-01-02' },
      { type: 'driver_license', status: 'denied', uploadedAt: '2026-01-03' },
    ];
    expect(recentDocuments(docs).map((doc) => doc.uploadedAt)).toEqual(['2026-01-04', '2026-01-03', '2026-01-02']);
    expect(currentByType(docs).get('pharmacist_license')?.status).toBe('pending');
  });
});
