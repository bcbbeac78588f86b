import { EXPIRY_DATE_MESSAGES } from '@lunia/shared/domain/document-expiry';
import { describe, expect, it, vi } from 'vitest';
import enExpiry from '../locales/en/expiry.json';
import esExpiry from '../locales/es/expiry.json';
import { expiryBadgeMessage, expiryBadgeOf, expiryProblemOfApiError } from './document-expiry';

const TODAY = '2026-03-10';

describe('expiry badge', () => {
  it('shows nothing without an expiry date', () => {
    expect(expiryBadgeOf(null, TODAY)).toBeNull();
    expect(expiryBadgeOf(undefined, TODAY)).toBeNull();
    expect(expiryBadgeOf('', TODAY)).toBeNull();
  });

  it.each([
    ['2026-03-10', { key: 'expiresToday', tone: 'amber' }],
    ['2026-03-11', { key: 'expiresIn', tone: 'amber', days: 1 }],
    ['2026-05-09', { key: 'expiresIn', tone: 'amber', days: 60 }],
    ['2026-05-10', { key: 'validUntil', tone: 'neutral' }],
    ['2031-01-01', { key: 'validUntil', tone: 'neutral' }],
    ['2026-03-09', { key: 'expiredOn', tone: 'red' }],
    ['2020-01-31', { key: 'expiredOn', tone: 'red' }],
  ])('expiry %s on %s', (expiresOn, expected) => {
    expect(expiryBadgeOf(expiresOn, TODAY)).toEqual({ ...expected, date: expiresOn });
  });

  it('counts across a month end and a leap day by calendar days', () => {
    expect(expiryBadgeOf('2028-03-01', '2028-02-28')).toMatchObject({ key: 'expiresIn', days: 2 });
    expect(expiryBadgeOf('2027-03-01', '2027-02-28')).toMatchObject({ key: 'expiresIn', days: 1 });
  });

  it('uses Puerto Rico today by default: 02:00 UTC is still the previous day there', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-11T02:00:00Z'));
      expect(expiryBadgeOf('2026-03-10')).toMatchObject({ key: 'expiresToday' });
      vi.setSystemTime(new Date('2026-03-11T04:00:00Z'));
      expect(expiryBadgeOf('2026-03-10')).toMatchObject({ key: 'expiredOn' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('words the date in the UI language, counting days for "expires in"', () => {
    expect(expiryBadgeMessage({ key: 'expiresIn', tone: 'amber', days: 12, date: '2026-03-22' }, 'en')).toEqual({
      key: 'badge.expiresIn',
      values: { count: 12, date: 'March 22, 2026' },
    });
    expect(expiryBadgeMessage({ key: 'expiredOn', tone: 'red', date: '2026-03-09' }, 'es')).toEqual({
      key: 'badge.expiredOn',
      values: { date: '9 de marzo de 2026' },
    });
    expect(expiryBadgeMessage({ key: 'validUntil', tone: 'neutral', date: '2027-01-05' }, 'en').values.date).toBe(
      'January 5, 2027',
    );
  });
});

describe('expiry date refused by the API', () => {
  it('maps each server message on field expiresOn to its problem', () => {
    for (const [problem, message] of Object.entries(EXPIRY_DATE_MESSAGES))
      expect(expiryProblemOfApiError({ field: 'expiresOn', message })).toBe(problem);
    expect(expiryProblemOfApiError({ field: 'expiresOn', message: 'Something new' })).toBe('invalid');
  });

  it('ignores errors of other fields', () => {
    expect(expiryProblemOfApiError({ field: 'fileName', message: EXPIRY_DATE_MESSAGES.required })).toBeNull();
    expect(expiryProblemOfApiError(new Error('offline'))).toBeNull();
    expect(expiryProblemOfApiError(null)).toBeNull();
  });
});

describe('expiry words', () => {
  it('has every key in both languages, a message for each problem and a name for each type', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(esExpiry).sort()).toEqual(keys(enExpiry).sort());
    expect(Object.keys(enExpiry.problems).sort()).toEqual(Object.keys(EXPIRY_DATE_MESSAGES).sort());
  });
});
