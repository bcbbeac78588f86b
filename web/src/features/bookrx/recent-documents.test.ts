import { describe, expect, it } from 'vitest';
import { type DocumentSummary, recentDocuments } from './recent-documents';

describe('BookRx network recent activity (spec §9)', () => {
  it('shows the three most recently uploaded documents, newest first', () => {
    const docs: DocumentSummary[] = [
      { type: 'pharmacist_license', status: 'rejected', uploadedAt: '2026-01-01' },
      { type: 'pharmacist_license', status: 'pending', uploadedAt: '2026-01-04' },
      { type: 'college_license', status: 'approved', uploadedAt: '2026-01-02' },
      { type: 'driver_license', status: 'denied', uploadedAt: '2026-01-03' },
    ];
    expect(recentDocuments(docs).map((doc) => doc.uploadedAt)).toEqual(['2026-01-04', '2026-01-03', '2026-01-02']);
    expect(recentDocuments(docs.slice(0, 2))).toHaveLength(2);
  });
});
