import { describe, expect, it } from 'vitest';
import { mergeDeltas } from '../../data/counters';
import {
  deltasOf,
  documentContributions,
  membershipContributions,
  organizationContributions,
  userContributions,
  userStatsContributions,
} from './count-changes';
import type { TableChange } from './reaction';

const doc = (status: string) => ({
  entity: 'Document',
  context: 'individual',
  ownerType: 'USER',
  ownerId: 'u1',
  status,
});
const summary = (change: TableChange, contributions: typeof documentContributions) =>
  Object.fromEntries(
    mergeDeltas(deltasOf(change, contributions)).map((d) => [`${d.key.PK}/${d.key.SK}/${d.attribute}`, d.delta]),
  );

describe('counter deltas from item changes', () => {
  it('moves a document from pending to approved, in the queue counts and the owner’s stats', () => {
    expect(
      summary({ eventName: 'MODIFY', oldItem: doc('pending'), newItem: doc('approved') }, documentContributions),
    ).toEqual({
      'COUNTER/documents#individual#pending/value': -1,
      'COUNTER/documents#individual#approved/value': 1,
      'USER#u1/STATS/pendingDocuments': -1,
      'USER#u1/STATS/approvedDocuments': 1,
    });
  });

  it('counts nothing for uploading or rejected documents, and nothing for a rewrite that changes nothing counted', () => {
    expect(
      summary({ eventName: 'MODIFY', oldItem: doc('uploading'), newItem: doc('rejected') }, documentContributions),
    ).toEqual({});
    expect(
      summary(
        { eventName: 'MODIFY', oldItem: doc('pending'), newItem: { ...doc('pending'), notes: 'x' } },
        documentContributions,
      ),
    ).toEqual({});
  });

  it('removes what a deleted document contributed', () => {
    expect(summary({ eventName: 'REMOVE', oldItem: doc('denied'), newItem: undefined }, documentContributions)).toEqual(
      {
        'COUNTER/documents#individual#denied/value': -1,
        'USER#u1/STATS/documentCount': -1,
      },
    );
  });

  it('counts users, verified users and users per module', () => {
    const user = { verified: false, verificationStatus: 'PENDING', activeModules: [] };
    const approved = { verified: true, verificationStatus: 'VERIFIED', activeModules: ['bookrx'] };
    expect(summary({ eventName: 'INSERT', oldItem: undefined, newItem: user }, userContributions)).toEqual({
      'COUNTER/users/value': 1,
      'COUNTER/users#pending_approval/value': 1,
    });
    expect(summary({ eventName: 'MODIFY', oldItem: user, newItem: approved }, userContributions)).toEqual({
      'COUNTER/users#verified/value': 1,
      'COUNTER/module#bookrx/value': 1,
      'COUNTER/users#pending_approval/value': -1,
    });
  });

  it('counts admins, and users awaiting final approval while the rule holds', () => {
    const base = { verified: false, verificationStatus: 'PENDING', globalRole: 'user', activeModules: [] };
    const licences = new Set(['pharmacist_license', 'college_license']);
    const all = new Set([...licences, 'pharmacy_certification']);
    expect(
      summary(
        { eventName: 'INSERT', oldItem: undefined, newItem: { ...base, globalRole: 'support' } },
        userContributions,
      ),
    ).toMatchObject({ 'COUNTER/users#admins/value': 1 });
    expect(
      summary(
        {
          eventName: 'MODIFY',
          oldItem: { ...base, approvedDocumentTypes: licences },
          newItem: { ...base, approvedDocumentTypes: all },
        },
        userContributions,
      ),
    ).toEqual({ 'COUNTER/users#awaiting_final_approval/value': 1 });
    expect(
      summary(
        {
          eventName: 'MODIFY',
          oldItem: { ...base, approvedDocumentTypes: all },
          newItem: { ...base, verified: true, verificationStatus: 'VERIFIED', approvedDocumentTypes: all },
        },
        userContributions,
      ),
    ).toEqual({
      'COUNTER/users#awaiting_final_approval/value': -1,
      'COUNTER/users#pending_approval/value': -1,
      'COUNTER/users#verified/value': 1,
    });
  });

  it("counts a user's documents with a file and memberships on their stats item", () => {
    expect(
      summary({ eventName: 'MODIFY', oldItem: doc('uploading'), newItem: doc('pending') }, documentContributions),
    ).toEqual({
      'COUNTER/documents#individual#pending/value': 1,
      'USER#u1/STATS/pendingDocuments': 1,
      'USER#u1/STATS/documentCount': 1,
    });
    const membership = { entity: 'Membership', orgId: 'o1', userId: 'u1', role: 'member' };
    expect(summary({ eventName: 'INSERT', oldItem: undefined, newItem: membership }, membershipContributions)).toEqual({
      'USER#u1/STATS/organizationCount': 1,
    });
    expect(
      summary(
        { eventName: 'MODIFY', oldItem: membership, newItem: { ...membership, role: 'admin' } },
        membershipContributions,
      ),
    ).toEqual({});
  });

  it('counts users with documents and in organizations only when their count crosses zero', () => {
    const stats = (documentCount: number, organizationCount?: number) => ({
      entity: 'UserStats',
      documentCount,
      ...(organizationCount === undefined ? {} : { organizationCount }),
    });
    expect(summary({ eventName: 'INSERT', oldItem: undefined, newItem: stats(1) }, userStatsContributions)).toEqual({
      'COUNTER/users#with_documents/value': 1,
    });
    expect(summary({ eventName: 'MODIFY', oldItem: stats(1), newItem: stats(2, 1) }, userStatsContributions)).toEqual({
      'COUNTER/users#in_organizations/value': 1,
    });
    expect(
      summary({ eventName: 'MODIFY', oldItem: stats(2, 1), newItem: stats(0, 1) }, userStatsContributions),
    ).toEqual({
      'COUNTER/users#with_documents/value': -1,
    });
  });

  it('counts an organization as Pending Review while unverified with its licence approved, and moves it on approval', () => {
    const org = (verified: boolean, types?: string[]) => ({
      entity: 'Organization',
      verified,
      ...(types ? { approvedDocumentTypes: new Set(types) } : {}),
    });
    expect(
      summary(
        { eventName: 'MODIFY', oldItem: org(false), newItem: org(false, ['pharmacy_license']) },
        organizationContributions,
      ),
    ).toEqual({ 'COUNTER/organizations#pending_review/value': 1 });
    expect(
      summary(
        { eventName: 'MODIFY', oldItem: org(false, ['pharmacy_license']), newItem: org(true, ['pharmacy_license']) },
        organizationContributions,
      ),
    ).toEqual({
      'COUNTER/organizations#pending/value': -1,
      'COUNTER/organizations#verified/value': 1,
      'COUNTER/organizations#pending_review/value': -1,
    });
    expect(
      summary(
        { eventName: 'MODIFY', oldItem: org(false, ['business_license']), newItem: org(false, ['business_license']) },
        organizationContributions,
      ),
    ).toEqual({});
  });
});
