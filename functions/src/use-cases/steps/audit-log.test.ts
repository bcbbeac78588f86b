import { describe, expect, it } from 'vitest';
import { auditLogPage, previousMonth } from './audit-log';

describe('previousMonth', () => {
  it.each([
    ['2026-03', '2026-02'],
    ['2026-10', '2026-09'],
    ['2026-01', '2025-12'],
  ])('%s → %s', (month, expected) => {
    expect(previousMonth(month)).toBe(expected);
  });
});

describe('auditLogPage input checks (before any read)', () => {
  it('refuses a range that ends before it starts', async () => {
    await expect(
      auditLogPage({ kind: 'all' }, { from: '2026-03-02T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'to' });
  });

  it.each([
    ['not base64 JSON', 'x'],
    ['another shape', Buffer.from(JSON.stringify({ before: '2026-01' })).toString('base64url')],
    ['not a time', Buffer.from(JSON.stringify({ below: 'ACTOR#x' })).toString('base64url')],
    ['extra keys', Buffer.from(JSON.stringify({ below: '2026-01', PK: 'x' })).toString('base64url')],
  ])('refuses a cursor that is %s', async (_, cursor) => {
    await expect(auditLogPage({ kind: 'all' }, { cursor })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'cursor',
    });
  });
});
