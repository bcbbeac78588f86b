import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  dueExpiryThreshold,
  expiryDateProblem,
  expiryState,
  isCalendarDate,
  puertoRicoToday,
} from './document-expiry';

describe('document expiry', () => {
  it('takes today in Puerto Rico time (UTC−4), not UTC', () => {
    expect(puertoRicoToday(new Date('2026-11-24T03:59:00Z'))).toBe('2026-11-23');
    expect(puertoRicoToday(new Date('2026-11-24T04:00:00Z'))).toBe('2026-11-24');
    expect(puertoRicoToday(new Date('2026-07-01T03:00:00Z'))).toBe('2026-06-30');
  });

  it('counts calendar days', () => {
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysBetween('2026-11-23', '2027-01-22')).toBe(60);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01/02/2026', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it.each([
    [null, { state: 'none' }],
    ['2027-06-01', { state: 'valid', daysLeft: 190 }],
    ['2027-01-22', { state: 'expiring', daysLeft: 60 }],
    ['2026-11-23', { state: 'expiring', daysLeft: 0 }],
    ['2026-11-22', { state: 'expired', daysAgo: 1 }],
  ] as const)('%s → %o', (expiresOn, expected) => {
    expect(expiryState(expiresOn, '2026-11-23')).toEqual(expected);
  });

  it.each([
    [61, null],
    [60, 60],
    [45, 60],
    [30, 30],
    [20, 30],
    [7, 7],
    [1, 7],
    [0, 0],
    [-1, null],
  ])('%i days before expiry the due threshold is %s', (days, expected) => {
    expect(dueExpiryThreshold(addDays('2026-11-23', days), '2026-11-23')).toBe(expected);
  });

  it.each([
    ['pharmacist_license', undefined, 'required'],
    ['pharmacy_certification', undefined, null],
    ['driver_license', '2026-02-30', 'invalid'],
    ['driver_license', '2026-11-22', 'past'],
    ['driver_license', '2026-11-23', null],
    ['pharmacy_license', '2045-01-01', 'too_far'],
    ['pharmacy_license', '2029-11-23', null],
  ] as const)('%s expiring %s → %s', (type, expiresOn, expected) => {
    expect(expiryDateProblem(type, expiresOn, '2026-11-23')).toBe(expected);
  });
});
