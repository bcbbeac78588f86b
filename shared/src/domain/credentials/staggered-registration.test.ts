import { describe, expect, it } from 'vitest';
import { ceRequiredHours, effectiveRule } from './catalogue';
import {
  isStaggered,
  lastDayOfMonth,
  registrationMonthOf,
  STAGGERED_TYPES,
  staggeredExpiry,
  staggeredExpiryMessage,
  staggeredExpiryProposal,
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
    expect(registrationMonthOf(verified)).toBe(3);
    expect(registrationMonthOf({ ...verified, status: 'pending' })).toBeNull();
    expect(registrationMonthOf({ ...verified, expiresOn: null })).toBeNull();
    expect(registrationMonthOf({ ...verified, type: 'pharmacy_license' })).toBeNull();
  });

  it("accepts a renewal in the registration's month and proposes it otherwise", () => {
    expect(staggeredExpiryProposal('2028-03-15', 3, '2027-03-20')).toBeNull();
    expect(staggeredExpiryProposal('2028-04-30', 3, '2027-03-20')).toBe('2027-03-31');
    expect(staggeredExpiryProposal('2028-04-30', 3, '2027-05-02')).toBe('2028-03-31');
    expect(staggeredExpiryProposal('2028-04-30', null, '2027-05-02')).toBeNull();
    expect(staggeredExpiryProposal(null, 3, '2027-05-02')).toBeNull();
    expect(staggeredExpiryMessage(3, '2028-03-31')).toMatch(/March.*2028-03-31/);
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
