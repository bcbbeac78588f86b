import { describe, expect, it } from 'vitest';
import {
  expiredRequiredDocuments,
  expiryEntryOf,
  nextExpiresOn,
  organizationAsOf,
  tracksExpiry,
  unexpiredApprovedTypes,
  userAsOf,
} from './expiry-rules';

const today = '2026-11-23';
const map = {
  pharmacist_license: { documentId: 'a', expiresOn: '2026-11-22' },
  driver_license: { documentId: 'b', expiresOn: '2026-11-23' },
  college_license: { documentId: 'c', expiresOn: '2027-05-01' },
};

describe('expiry rules', () => {
  it('tracks pending and approved documents with a date only', () => {
    expect(
      ['uploading', 'pending', 'approved', 'denied', 'rejected'].map((status) =>
        tracksExpiry({ status, expiresOn: '2027-01-01' }),
      ),
    ).toEqual([false, true, true, false, false]);
    expect(tracksExpiry({ status: 'approved', expiresOn: null })).toBe(false);
    expect(expiryEntryOf({ id: 'x', status: 'pending', expiresOn: '2027-01-01' })).toEqual({
      documentId: 'x',
      expiresOn: '2027-01-01',
    });
    expect(expiryEntryOf({ id: 'x', status: 'denied', expiresOn: '2027-01-01' })).toBeNull();
  });

  it('finds the next date and the required documents past theirs (valid through the date)', () => {
    expect(nextExpiresOn(map)).toBe('2026-11-22');
    expect(nextExpiresOn({})).toBeNull();
    expect(nextExpiresOn(undefined)).toBeNull();
    expect(expiredRequiredDocuments(map, today)).toEqual([
      { documentId: 'a', type: 'pharmacist_license', expiresOn: '2026-11-22' },
    ]);
    // Optional organization types do not count as required.
    expect(expiredRequiredDocuments({ business_license: { documentId: 'd', expiresOn: '2020-01-01' } }, today)).toEqual(
      [],
    );
    expect(unexpiredApprovedTypes(['pharmacist_license', 'college_license'], map, today)).toEqual(['college_license']);
  });

  it('shows a verified user as fallen back while a BookRx licence is expired, and leaves others alone', () => {
    const user = { verified: true, verificationStatus: 'VERIFIED', activeModules: ['bookrx', 'shift'] as const };
    expect(userAsOf({ ...user, activeModules: [...user.activeModules] }, map, today)).toEqual({
      verified: false,
      verificationStatus: 'NOT_SUBMITTED',
      activeModules: ['shift'],
    });
    const onlyDriver = { driver_license: { documentId: 'b', expiresOn: '2026-01-01' } };
    const fresh = { ...user, activeModules: [...user.activeModules] };
    expect(userAsOf(fresh, onlyDriver, today)).toBe(fresh);
    const pending = { verified: false, verificationStatus: 'PENDING', activeModules: [] };
    expect(userAsOf(pending, map, today)).toBe(pending);
  });

  it('shows a verified organization as fallen back while its pharmacy licence is expired', () => {
    const org = { verified: true, canSubscribe: true, activeModules: ['bookrx' as const, 'core' as const] };
    const expired = { pharmacy_license: { documentId: 'p', expiresOn: '2026-11-01' } };
    expect(organizationAsOf(org, expired, today)).toEqual({
      verified: false,
      canSubscribe: false,
      activeModules: ['core'],
    });
    expect(organizationAsOf(org, { pharmacy_license: { documentId: 'p', expiresOn: today } }, today)).toBe(org);
  });
});
