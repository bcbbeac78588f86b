import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatUsd, formatUsdCents, moduleStatusOf } from './format';

describe('admin formatting', () => {
  it('formats revenue in USD in both languages', () => {
    expect(formatUsd(1250.5, 'en')).toBe('$1,250.50');
    expect(formatUsd(0, 'en')).toBe('$0.00');
    expect(formatUsd(1250.5, 'es')).toMatch(/1[.,\s\u00a0]?250[.,]50/);
    expect(formatUsd(1250.5, 'es')).toContain('$');
  });

  it('shows payment cents as dollars', () => {
    expect(formatUsdCents(25_000, 'en')).toBe('$250.00');
    expect(formatUsdCents(199, 'en')).toBe('$1.99');
  });

  it('says how long ago a moment was, in the largest unit that fits', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatRelativeTime('2026-03-10T11:59:30Z', now, 'en')).toBe('30 seconds ago');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now, 'es')).toBe('hace 5 minutos');
  });

  it('knows the three module statuses and nothing else', () => {
    expect(moduleStatusOf('active')).toBe('active');
    expect(moduleStatusOf('beta')).toBe('beta');
    expect(moduleStatusOf('coming_soon')).toBe('coming_soon');
    expect(moduleStatusOf('retired')).toBeNull();
  });
});
