import { describe, expect, it } from 'vitest';
import { organizationVerificationFallback, userVerificationFallback } from './verification-fallback';

const verifiedUser = { verified: true, verificationStatus: 'VERIFIED', activeModules: ['bookrx', 'shift'] as const };

describe('userVerificationFallback', () => {
  it.each([
    ['replaced licence: PENDING', 'pharmacist_license', 'replaced', 'PENDING'],
    ['deleted licence: NOT_SUBMITTED', 'college_license', 'deleted', 'NOT_SUBMITTED'],
    ['replaced certification: PENDING', 'pharmacy_certification', 'replaced', 'PENDING'],
  ] as const)('%s', (_why, type, loss, status) => {
    expect(
      userVerificationFallback({
        user: { ...verifiedUser, activeModules: [...verifiedUser.activeModules] },
        type,
        loss,
      }),
    ).toMatchObject({
      verified: false,
      verificationStatus: status,
      activeModules: ['shift'],
    });
  });

  it.each([
    ['a type approval does not rest on', { ...verifiedUser, activeModules: [] }, 'driver_license'],
    [
      'a user not verified',
      { verified: false, verificationStatus: 'PENDING', activeModules: [] },
      'pharmacist_license',
    ],
  ] as const)('nothing for %s', (_why, user, type) => {
    expect(
      userVerificationFallback({ user: { ...user, activeModules: [...user.activeModules] }, type, loss: 'deleted' }),
    ).toBeUndefined();
  });
});

describe('organizationVerificationFallback', () => {
  it('a verified organization losing its pharmacy licence: unverified, no BookRx, paid modules kept', () => {
    expect(
      organizationVerificationFallback({
        organization: { verified: true, activeModules: ['bookrx', 'vault'] },
        type: 'pharmacy_license',
        loss: 'replaced',
      }),
    ).toMatchObject({ verified: false, canSubscribe: false, activeModules: ['vault'] });
  });

  it.each([
    ['unverified', { verified: false, activeModules: [] }, 'pharmacy_license'],
    ['another type', { verified: true, activeModules: ['bookrx'] }, 'business_license'],
  ] as const)('nothing when %s', (_why, organization, type) => {
    expect(
      organizationVerificationFallback({
        organization: { ...organization, activeModules: [...organization.activeModules] },
        type,
        loss: 'deleted',
      }),
    ).toBeUndefined();
  });
});
