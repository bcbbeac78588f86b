import { describe, expect, it } from 'vitest';
import { deletionBlock } from './deletion-block';

describe('what keeps an organization from being deleted (issue 40)', () => {
  it('a plan cancelled in the portal says when its period ends, not "cancel your plan first"', () => {
    expect(
      deletionBlock({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-29T15:00:00.000Z' }),
    ).toEqual({ kind: 'plan-ending', endsAt: '2026-12-29T15:00:00.000Z' });
    expect(deletionBlock({ status: 'past_due', cancelAtPeriodEnd: true, currentPeriodEnd: null })).toEqual({
      kind: 'plan-ending',
      endsAt: null,
    });
  });

  it('a live plan that runs on must be cancelled first', () => {
    expect(deletionBlock({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: null })).toEqual({
      kind: 'plan-active',
    });
    expect(deletionBlock({ status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: null })).toEqual({
      kind: 'plan-active',
    });
  });

  it('no plan, or one that ended, keeps nothing back', () => {
    expect(deletionBlock({ status: 'none', cancelAtPeriodEnd: false, currentPeriodEnd: null })).toBeNull();
    expect(deletionBlock({ status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: null })).toBeNull();
  });
});
