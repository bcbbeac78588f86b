import { describe, expect, it } from 'vitest';
import { type AccessStatus, individualAccessStatus, organizationAccessStatus } from './access-status';
import { type BookrxButtonTarget, bookrxButtonTarget } from './bookrx-button';

describe('BookRx button by status (portal-and-admin §4)', () => {
  it.each<{ rule: string; status: AccessStatus; expected: BookrxButtonTarget }>([
    { rule: 'active opens the external BookRx login in a new tab', status: 'active', expected: 'open-bookrx' },
    {
      rule: 'pending_verification goes to /document-upload in review mode',
      status: 'pending_verification',
      expected: 'document-upload-review',
    },
    { rule: 'not_submitted goes to /document-upload', status: 'not_submitted', expected: 'document-upload' },
    {
      rule: 'verified_pending_activation for an organization goes to /organization-admin?tab=billing',
      status: 'verified_pending_activation',
      expected: 'organization-billing',
    },
    {
      rule: 'unknown (no destination in the spec) goes to /document-upload, uploads enabled',
      status: 'unknown',
      expected: 'document-upload',
    },
  ])('$rule', ({ status, expected }) => {
    expect(bookrxButtonTarget(status)).toBe(expected);
  });

  it('never sends an individual to billing: no individual status leads there', () => {
    const statuses = ['VERIFIED', 'PENDING', 'NOT_SUBMITTED'].flatMap((verificationStatus) =>
      [true, false].map((verified) => individualAccessStatus({ verified, verificationStatus })),
    );
    expect(statuses.map(bookrxButtonTarget)).not.toContain('organization-billing');
  });

  it('sends a verified organization without BookRx to billing, and one with BookRx to BookRx', () => {
    const verified = { verified: true, documents: [] };
    expect(bookrxButtonTarget(organizationAccessStatus({ ...verified, activeModules: [] }))).toBe(
      'organization-billing',
    );
    expect(bookrxButtonTarget(organizationAccessStatus({ ...verified, activeModules: ['bookrx'] }))).toBe(
      'open-bookrx',
    );
  });
});
