import { describe, expect, it } from 'vitest';
import { partitionPageKey } from '../../data/page-keys';
import { decodeCursor, encodeCursor } from './cursor';

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const shape = partitionPageKey('GSI1', 'USERS');
const key = { PK: 'a', SK: 'b', GSI1PK: 'USERS', GSI1SK: '2026-01-01#a' };

function refused(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return (error as { code?: string; field?: string }).code === 'VALIDATION_FAILED' &&
      (error as { field?: string }).field === 'cursor'
      ? 'refused'
      : 'other error';
  }
  return 'accepted';
}

describe('page cursors', () => {
  it('round-trips the key it handed out', () => {
    expect(decodeCursor(encodeCursor(key), shape)).toEqual(key);
    expect(decodeCursor(undefined, shape)).toBeUndefined();
  });

  it('refuses anything but exactly a key of the partition read', () => {
    const forged = [
      'not base64 json',
      raw([1, 2]),
      raw('text'),
      raw({}),
      raw({ ...key, GSI1PK: 'ORGS' }),
      raw({ ...key, extra: 'x' }),
      raw({ PK: 'a', SK: 'b' }),
      raw({ ...key, SK: 5 }),
      raw({ ...key, SK: { S: 'b' } }),
      raw({ ...key, SK: '' }),
      raw({ ...key, SK: 'x'.repeat(1025) }),
    ];
    expect(forged.map((cursor) => refused(() => decodeCursor(cursor, shape)))).toEqual(forged.map(() => 'refused'));
  });

  it('checks a key range by prefix', () => {
    const range = { attributes: ['PK', 'SK'], equal: { PK: 'L' }, startsWith: { SK: ['name:ana', 'email:ana'] } };
    expect(refused(() => decodeCursor(raw({ PK: 'L', SK: 'email:ana@x#1' }), range))).toBe('accepted');
    expect(refused(() => decodeCursor(raw({ PK: 'L', SK: 'name:bob#1' }), range))).toBe('refused');
  });

  it('without a shape, accepts short strings and one level of key, nothing deeper or bigger', () => {
    expect(decodeCursor(raw({ kind: 'name', key: { PK: 'a', SK: 'b' } }))).toEqual({
      kind: 'name',
      key: { PK: 'a', SK: 'b' },
    });
    for (const value of [{ key: { PK: { S: 'a' } } }, { n: 1 }, { big: 'x'.repeat(2000) }, { a: null }]) {
      expect(refused(() => decodeCursor(raw(value)))).toBe('refused');
    }
  });
});
