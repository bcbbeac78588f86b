import { describe, expect, it } from 'vitest';
import { addCounterContributions, counterCorrections, userStatsOf } from './counter-contributions';

const user = (extra: Record<string, unknown> = {}) => ({
  entity: 'User',
  SK: 'PROFILE',
  verified: false,
  verificationStatus: 'NOT_SUBMITTED',
  globalRole: 'user',
  activeModules: [],
  ...extra,
});
const doc = (ownerId: string, status: string, context = 'individual') => ({
  entity: 'Document',
  context,
  ownerType: 'USER',
  ownerId,
  status,
});

describe('addCounterContributions', () => {
  it('sums what each item contributes to the COUNTER items, as the stream would have kept it', () => {
    const totals = addCounterContributions([
      user({ verified: true, verificationStatus: 'VERIFIED', activeModules: ['bookrx'] }),
      user({ verificationStatus: 'PENDING' }),
      user({ globalRole: 'super_admin' }),
      doc('u1', 'pending'),
      doc('u1', 'approved'),
      doc('u2', 'uploading'),
      { entity: 'Organization', verified: true },
      { entity: 'Organization', verified: false, approvedDocumentTypes: new Set(['pharmacy_license']) },
      { entity: 'UserStats', documentCount: 2, organizationCount: 0 },
      { entity: 'UserStats', documentCount: 0, organizationCount: 1 },
      { entity: 'Payment', status: 'COMPLETED', amountCents: 4900 },
      { entity: 'Payment', status: 'PENDING', amountCents: 9900 },
      // Memberships and unknown entities touch no COUNTER item.
      { entity: 'Membership', userId: 'u1' },
      { entity: 'AuditEvent' },
    ]);
    expect(totals).toEqual({
      users: 3,
      'users#verified': 1,
      'module#bookrx': 1,
      'users#pending_approval': 1,
      'users#admins': 1,
      'documents#individual#pending': 1,
      'documents#individual#approved': 1,
      organizations: 2,
      'organizations#verified': 1,
      'organizations#pending': 1,
      'organizations#pending_review': 1,
      'users#with_documents': 1,
      'users#in_organizations': 1,
      'revenue#cents': 4900,
    });
  });

  it('adds to the totals it is given (one page after another)', () => {
    const totals = addCounterContributions([user()], { users: 4 });
    expect(totals.users).toBe(5);
  });
});

describe('userStatsOf', () => {
  it("counts the user's documents with a file, by status, and their memberships; ignores others'", () => {
    expect(
      userStatsOf('u1', [
        doc('u1', 'pending'),
        doc('u1', 'approved'),
        doc('u1', 'denied'),
        doc('u1', 'uploading'),
        doc('u2', 'approved'),
        { entity: 'Membership', userId: 'u1' },
        { entity: 'Membership', userId: 'u1' },
        { entity: 'Membership', userId: 'u2' },
      ]),
    ).toEqual({ documentCount: 3, pendingDocuments: 1, approvedDocuments: 1, organizationCount: 2 });
  });

  it('is all zeros for a user with nothing', () => {
    expect(userStatsOf('u1', [])).toEqual({
      documentCount: 0,
      pendingDocuments: 0,
      approvedDocuments: 0,
      organizationCount: 0,
    });
  });
});

describe('counterCorrections', () => {
  it('corrects counters that differ, zeroes counters that counted nothing, and leaves right ones', () => {
    expect(
      counterCorrections(
        {
          users: { value: 11, revision: 40 },
          organizations: { value: 2, revision: 3 },
          'module#gone': { value: 2, revision: 5 },
          'users#zero': { value: 0, revision: 1 },
        },
        { users: 12, organizations: 2, 'users#verified': 1 },
      ),
    ).toEqual([
      { name: 'module#gone', from: 2, to: 0, revision: 5 },
      { name: 'users', from: 11, to: 12, revision: 40 },
      { name: 'users#verified', from: 0, to: 1, revision: 0 },
    ]);
  });

  it('is empty when every counter is right (a second run changes nothing)', () => {
    expect(counterCorrections({ users: { value: 3, revision: 9 } }, { users: 3 })).toEqual([]);
  });
});
