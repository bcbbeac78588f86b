import { describe, expect, it } from 'vitest';
import { ceRequiredHours, effectiveRule } from './catalogue';
import {
  isStaggered,
  lastDayOfMonth,
  STAGGERED_TYPES,
  staggeredExpiry,
  staggeredExpiryDetailsOf,
  staggeredExpiryMessage,
  staggeredExpiryProposal,
  verifiedRegistrationOf,
} from './staggered-registration';

describe('the staggered registration month', () => {
  it('applies to the controlled-substance registration only', () => {
    expect(STAGGERED_TYPES).toEqual(['controlled_substance_registration']);
    expect(isStaggered('dea_registration')).toBe(false);
  });

  it("knows each month's last day, leap years included", () => {
    expect(lastDayOfMonth(2028, 2)).toBe('2028-02-29');
    expect(lastDayOfMonth(2027, 2)).toBe('2027-02-28');
    expect(lastDayOfMonth(2027, 12)).toBe('2027-12-31');
    expect(lastDayOfMonth(2027, 4)).toBe('2027-04-30');
  });

  it("proposes the month's next last day, today included", () => {
    expect(staggeredExpiry(3, '2027-01-15')).toBe('2027-03-31');
    expect(staggeredExpiry(3, '2027-03-31')).toBe('2027-03-31');
    expect(staggeredExpiry(3, '2027-04-01')).toBe('2028-03-31');
    expect(staggeredExpiry(1, '2027-12-31')).toBe('2028-01-31');
  });

  it('takes the month from a verified registration only', () => {
    const verified = {
      type: 'controlled_substance_registration' as const,
      status: 'approved',
      expiresOn: '2027-03-31',
    };
    expect(verifiedRegistrationOf(verified)).toEqual({ month: 3, expiresOn: '2027-03-31' });
    expect(verifiedRegistrationOf({ ...verified, status: 'pending' })).toBeNull();
    expect(verifiedRegistrationOf({ ...verified, expiresOn: null })).toBeNull();
    expect(verifiedRegistrationOf({ ...verified, type: 'pharmacy_license' })).toBeNull();
  });

  it("accepts a renewal in the registration's month and otherwise proposes its nearest month end that renews", () => {
    const march2027 = { month: 3, expiresOn: '2027-03-31' };
    expect(staggeredExpiryProposal('2028-03-15', march2027, '2027-03-20')).toBeNull();
    // A year on, a month late: the month end a year on, not the verified expiry itself.
    expect(staggeredExpiryProposal('2028-04-30', march2027, '2027-03-20')).toBe('2028-03-31');
    expect(staggeredExpiryProposal('2028-04-30', march2027, '2027-05-02')).toBe('2028-03-31');
    // Two years on, a month early: the month end nearest the date entered.
    expect(staggeredExpiryProposal('2029-02-10', march2027, '2027-03-20')).toBe('2029-03-31');
    // A date just after the verified expiry: never the verified month end or earlier.
    expect(staggeredExpiryProposal('2027-04-15', march2027, '2027-03-20')).toBe('2028-03-31');
    expect(staggeredExpiryProposal('2027-04-15', { month: 3, expiresOn: '2027-03-15' }, '2027-03-10')).toBe(
      '2028-03-31',
    );
    // Renewed early while the registration runs to next year (November): that year's month end, not this one's.
    const november2027 = { month: 11, expiresOn: '2027-11-30' };
    expect(staggeredExpiryProposal('2028-12-01', november2027, '2026-11-27')).toBe('2028-11-30');
    expect(staggeredExpiryProposal('2027-01-10', november2027, '2026-11-27')).toBe('2028-11-30');
    // A registration already lapsed: the next month end from today.
    expect(staggeredExpiryProposal('2020-01-10', { month: 3, expiresOn: '2020-03-31' }, '2027-05-02')).toBe(
      '2028-03-31',
    );
    expect(staggeredExpiryProposal('2028-04-30', null, '2027-05-02')).toBeNull();
    expect(staggeredExpiryProposal(null, march2027, '2027-05-02')).toBeNull();
    expect(staggeredExpiryMessage(3, '2028-03-31')).toMatch(/March.*2028-03-31/);
  });

  it("reads an error's details as the month and the date to propose, and nothing else", () => {
    const details = { requiredMonth: 3, proposedExpiresOn: '2028-03-31' };
    expect(staggeredExpiryDetailsOf(details)).toEqual(details);
    expect(staggeredExpiryDetailsOf(undefined)).toBeNull();
    expect(staggeredExpiryDetailsOf({ ...details, requiredMonth: 13 })).toBeNull();
    expect(staggeredExpiryDetailsOf({ ...details, requiredMonth: '3' })).toBeNull();
    expect(staggeredExpiryDetailsOf({ ...details, proposedExpiresOn: 'March' })).toBeNull();
  });
});

describe('the continuing-education hours of the rules', () => {
  it('default to the catalogue and follow an override of the pharmacist licence', () => {
    expect(ceRequiredHours()).toBe(35);
    expect(effectiveRule('cpr_bls').ceHours).toBeNull();
    const override = { cycleMonths: 36, graceStages: [], ceHours: 40 };
    expect(ceRequiredHours({ pharmacist_license: override })).toBe(40);
    // An override of the cycle alone keeps the catalogue's hours.
    expect(ceRequiredHours({ pharmacist_license: { cycleMonths: 24, graceStages: [] } })).toBe(35);
  });
});
