import { describe, expect, it } from 'vitest';
import { type CountedRecord, counterDelta, transactionGroups, userStatsDelta } from './counters';

const record = (claimId: string, ...deltas: CountedRecord['deltas']): CountedRecord => ({ claimId, deltas });

describe('transactionGroups', () => {
  it('keeps a batch in one transaction while its claims and distinct items fit 100 actions', () => {
    // 60 records on the same two counters: 60 claims and 2 updates.
    const records = Array.from({ length: 60 }, (_, i) =>
      record(`e${i}#users`, counterDelta('users', 1), counterDelta('users#verified', 1)),
    );
    expect(transactionGroups(records)).toEqual([records]);
  });

  it('starts a new transaction, in order, when the next record would pass 100 actions', () => {
    // Each record: its claim and a stats item of its own, so two actions; 50 fit, the 51st does not.
    const records = Array.from({ length: 120 }, (_, i) => record(`e${i}#user-stats`, userStatsDelta(`u${i}`, 'n')));
    const groups = transactionGroups(records);
    expect(groups.map((group) => group.length)).toEqual([50, 50, 20]);
    expect(groups.flat()).toEqual(records);
  });

  it('gives nothing for no records', () => {
    expect(transactionGroups([])).toEqual([]);
  });
});
