import { describe, expect, it } from 'vitest';
import { isVerificationToken, publicCredentialStatus, verificationLinkState } from './verification-links';

const TODAY = '2026-06-15';

describe('publicCredentialStatus', () => {
  it.each([
    ['approved', '2027-06-15', 'current'],
    ['approved', null, 'current'],
    ['approved', '2026-07-01', 'expiring'],
    ['approved', '2026-06-15', 'expiring'],
    ['approved', '2026-06-14', 'expired'],
    ['pending', '2026-06-14', 'expired'],
    ['pending', '2027-01-01', 'pending'],
    ['denied', '2027-01-01', 'not_verified'],
    ['rejected', null, 'not_verified'],
    ['denied', '2020-01-01', 'not_verified'],
  ] as const)('%s expiring %s is %s', (status, expiresOn, expected) => {
    expect(publicCredentialStatus({ status, expiresOn }, TODAY)).toBe(expected);
  });
});

describe('verificationLinkState', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  it.each([
    [{ revokedAt: null, expiresAt: '2026-06-15T12:00:00.001Z' }, 'active'],
    [{ revokedAt: null, expiresAt: '2026-06-15T12:00:00.000Z' }, 'expired'],
    [{ revokedAt: '2026-06-01T00:00:00.000Z', expiresAt: '2026-06-01T00:00:00.000Z' }, 'revoked'],
    [{ revokedAt: '2026-06-14T00:00:00.000Z', expiresAt: '2026-07-01T00:00:00.000Z' }, 'revoked'],
  ] as const)('%o is %s', (link, expected) => {
    expect(verificationLinkState(link, now)).toBe(expected);
  });
});

describe('isVerificationToken', () => {
  it.each([
    ['A'.repeat(43), true],
    ['abc_DEF-123'.padEnd(43, 'x'), true],
    ['A'.repeat(42), false],
    ['A'.repeat(44), false],
    [`${'A'.repeat(42)}=`, false],
    ['not-a-token', false],
  ])('%s → %s', (token, expected) => {
    expect(isVerificationToken(token)).toBe(expected);
  });
});
