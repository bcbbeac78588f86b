import { describe, expect, it } from 'vitest';
import {
  addMonths,
  ceCycleOf,
  ceHoursProblem,
  completedHoursIn,
  completedOnProblem,
  countsInCycle,
  dueCeReminder,
  missingHours,
} from './continuing-education';

describe('continuing education rules', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-15', -6, '2025-09-15'],
    ['2027-02-28', -36, '2024-02-28'],
    ['2024-02-29', -36, '2021-02-28'],
  ])('adds months to %s (%i) → %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('runs a cycle for the 3 years that end on the licence expiry date', () => {
    const cycle = ceCycleOf('2027-06-30');
    expect(cycle).toEqual({ startsOn: '2024-07-01', endsOn: '2027-06-30' });
    // A cycle a super admin changed (the pharmacist licence's rule): 24 months back from the same end.
    expect(ceCycleOf('2027-06-30', 24)).toEqual({ startsOn: '2025-07-01', endsOn: '2027-06-30' });
    expect(countsInCycle('2024-07-01', cycle)).toBe(true);
    expect(countsInCycle('2024-06-30', cycle)).toBe(false);
    expect(countsInCycle('2027-06-30', cycle)).toBe(true);
    expect(countsInCycle('2027-07-01', cycle)).toBe(false);
    const activities = [
      { hours: 2.25, completedOn: '2025-01-01' },
      { hours: 10, completedOn: '2024-06-30' },
      { hours: 0.75, completedOn: '2027-06-30' },
    ];
    expect(completedHoursIn(activities, cycle)).toBe(3);
    expect(missingHours(3, 35)).toBe(32);
    expect(missingHours(40, 35)).toBe(0);
    expect(missingHours(40, 50)).toBe(10);
  });

  it.each([
    [0, 'too_few'],
    [-1, 'too_few'],
    [Number.NaN, 'too_few'],
    [0.25, null],
    [1.5, null],
    [100, null],
    [100.25, 'too_many'],
    [1.1, 'not_quarter'],
    [2.3, 'not_quarter'],
  ])('hours %d → %s', (hours, problem) => {
    expect(ceHoursProblem(hours)).toBe(problem);
  });

  it.each([
    ['2026-05-10', null],
    ['2026-05-11', 'future'],
    ['2026-02-30', 'invalid'],
    ['2026-5-1', 'invalid'],
    ['2016-05-10', null],
    ['2016-05-09', 'too_old'],
  ])('completion date %s (today 2026-05-10) → %s', (date, problem) => {
    expect(completedOnProblem(date, '2026-05-10')).toBe(problem);
  });

  it.each([
    ['2026-06-30', '2025-12-29', null],
    ['2026-06-30', '2025-12-30', 6],
    ['2026-06-30', '2026-03-29', 6],
    ['2026-06-30', '2026-03-30', 3],
    ['2026-06-30', '2026-05-30', 1],
    ['2026-06-30', '2026-06-30', 1],
    ['2026-06-30', '2026-07-01', null],
  ])('a cycle ending %s on %s is due the %s-month reminder', (endsOn, today, due) => {
    expect(dueCeReminder(endsOn, today)).toBe(due);
  });
});
