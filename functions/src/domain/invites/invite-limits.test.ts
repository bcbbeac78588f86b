import { describe, expect, it } from 'vitest';
import { inviteDayExpiry, inviteDayOf, secondsUntilNextInviteDay } from './invite-limits';

describe('the daily invitation window (UTC)', () => {
  it.each([
    ['2026-03-08T00:00:00.000Z', '2026-03-08', 86_400],
    ['2026-03-08T23:59:59.000Z', '2026-03-08', 1],
    ['2026-03-08T23:59:59.600Z', '2026-03-08', 1],
    // 20:00 in Puerto Rico (UTC−4) is already the next UTC day.
    ['2026-03-09T00:00:00.500Z', '2026-03-09', 86_400],
    ['2026-12-31T12:00:00.000Z', '2026-12-31', 43_200],
  ])('%s is day %s, with %i s left', (iso, day, left) => {
    const now = new Date(iso);
    expect(inviteDayOf(now)).toBe(day);
    expect(secondsUntilNextInviteDay(now)).toBe(left);
  });

  it('a day counter expires one day after its day ends', () => {
    expect(inviteDayExpiry(new Date('2026-03-08T10:00:00.000Z'))).toBe(Date.parse('2026-03-10T00:00:00.000Z') / 1000);
  });
});
