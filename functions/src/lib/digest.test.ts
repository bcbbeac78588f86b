import { describe, expect, it } from 'vitest';
import { addressForLog, keyDigest, logDigest } from './digest';

describe('digests of personal values', () => {
  it('gives the same short digest for the same address, whatever its case or spaces, and never the address', () => {
    const digest = logDigest('Ana.Ruiz@Example.com');
    expect(digest).toMatch(/^[0-9a-f]{12}$/);
    expect(logDigest(' ana.ruiz@example.com ')).toBe(digest);
    expect(logDigest('ana.ruiz@example.org')).not.toBe(digest);
    expect(addressForLog('Ana.Ruiz@Example.com')).toBe(digest);
    expect(addressForLog(undefined)).toBeUndefined();
  });

  it('keeps key digests of different purposes apart', () => {
    expect(keyDigest('form-ip', '203.0.113.9')).toMatch(/^[0-9a-f]{32}$/);
    expect(keyDigest('form-ip', '203.0.113.9')).not.toBe(keyDigest('form-ack', '203.0.113.9'));
    expect(keyDigest('form-ack', 'A@B.C')).toBe(keyDigest('form-ack', 'a@b.c'));
  });
});
