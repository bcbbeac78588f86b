import { describe, expect, it } from 'vitest';
import { ownAccessMayChange } from './maintain-module-users';

const profile = (fields: Record<string, unknown> = {}) => ({
  PK: 'USER#u1',
  SK: 'PROFILE',
  entity: 'User',
  id: 'u1',
  createdAt: '2026-11-01T00:00:00.000Z',
  verified: false,
  verificationStatus: 'PENDING',
  ...fields,
});
const verified = { verified: true, verificationStatus: 'VERIFIED' };

describe('which profile changes refresh the modules a person opens', () => {
  it('skips a new account that is not verified: it has no membership yet and opens nothing alone', () => {
    expect(ownAccessMayChange(undefined, profile())).toBe(false);
  });

  it('refreshes a profile created verified (seeded or restored), which may open modules alone', () => {
    expect(ownAccessMayChange(undefined, profile(verified))).toBe(true);
  });

  it('refreshes a verification decision and a removed profile; skips a sign-in', () => {
    expect(ownAccessMayChange(profile(), profile(verified))).toBe(true);
    expect(ownAccessMayChange(profile(verified), profile({ verified: false, verificationStatus: 'DENIED' }))).toBe(
      true,
    );
    expect(ownAccessMayChange(profile(verified), undefined)).toBe(true);
    expect(ownAccessMayChange(profile(), profile({ lastLoginAt: '2026-11-29T00:00:00.000Z' }))).toBe(false);
  });
});
