import { describe, expect, it } from 'vitest';
import { mergeDeltas } from '../../data/counters';
import { deltasOf, documentContributions, organizationContributions, userContributions } from './count-changes';
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
      },
    );
  });

  it('counts users, verified users and users per module', () => {
    const user = { verified: false, verificationStatus: 'PENDING', activeModules: [] };
    const approved = { verified: true, verificationStatus: 'VERIFIED', activeModules: ['bookrx'] };
    expect(summary({ eventName: 'INSERT', oldItem: undefined, newItem: user }, userContributions)).toEqual({
      'COUNTER/users/value': 1,
    });
    expect(summary({ eventName: 'MODIFY', oldItem: user, newItem: approved }, userContributions)).toEqual({
      'COUNTER/users#verified/value': 1,
      'COUNTER/module#bookrx/value': 1,
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
