import { describe, expect, it } from 'vitest';
import { statKeysFor } from './stat-keys';

describe('the dashboard tiles that apply to a person (issue 40)', () => {
  it('a pharmacy owner sees no shift or earnings tile', () => {
    expect(statKeysFor('PHARMACY_OWNER')).toEqual([
      'activeOrganizations',
      'pendingDocuments',
      'approvedDocuments',
      'invitations',
    ]);
  });

  it('a pharmacist sees their shifts and earnings after the counts', () => {
    expect(statKeysFor('PHARMACIST').slice(-2)).toEqual(['completedShifts', 'totalEarnings']);
    expect(statKeysFor(undefined)).toEqual(statKeysFor('PHARMACIST'));
  });
});
