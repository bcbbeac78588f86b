import { describe, expect, it } from 'vitest';
import type { CredentialRule } from './credentials/catalogue';
import type { CredentialStanding } from './credentials/standing';
import {
  canBePharmacistInCharge,
  coverageChangeIsAlert,
  coverageRank,
  type LocationCoverage,
  locationCoverage,
  type RegenteLicence,
  regenteLicenceStanding,
} from './location-coverage';

const today = '2026-06-15';
const member = (licence: RegenteLicence | null) => ({ isMember: true, licence });

describe('locationCoverage', () => {
  it.each<[string, Parameters<typeof locationCoverage>[0]['pharmacistInCharge'], LocationCoverage]>([
    ['no pharmacist in charge', null, 'uncovered'],
    [
      'removed from the organization',
      { isMember: false, licence: { status: 'approved', expiresOn: '2027-01-01' } },
      'uncovered',
    ],
    ['no licence', member(null), 'uncovered'],
    ['licence denied', member({ status: 'denied', expiresOn: '2027-01-01' }), 'uncovered'],
    ['licence rejected by the upload check', member({ status: 'rejected', expiresOn: '2027-01-01' }), 'uncovered'],
    ['licence still uploading', member({ status: 'uploading', expiresOn: '2027-01-01' }), 'uncovered'],
    ['approved, expired yesterday', member({ status: 'approved', expiresOn: '2026-06-14' }), 'uncovered'],
    ['pending, expired', member({ status: 'pending', expiresOn: '2026-06-01' }), 'uncovered'],
    ['approved, expires today', member({ status: 'approved', expiresOn: today }), 'at_risk'],
    ['approved, expires in 30 days', member({ status: 'approved', expiresOn: '2026-07-15' }), 'at_risk'],
    ['pending review, far expiry', member({ status: 'pending', expiresOn: '2028-01-01' }), 'at_risk'],
    ['approved, expires in 31 days', member({ status: 'approved', expiresOn: '2026-07-16' }), 'covered'],
    ['approved, no expiry date on record', member({ status: 'approved', expiresOn: null }), 'covered'],
  ])('%s', (_name, pharmacistInCharge, expected) => {
    expect(locationCoverage({ pharmacistInCharge, today })).toBe(expected);
  });
});

describe('a pharmacist licence in a grace stage (rules in force)', () => {
  // As if a super admin gave the pharmacist licence grace stages (the catalogue's default has none).
  const rule: CredentialRule = {
    cycleMonths: 36,
    graceStages: [
      { stage: 'expired_fine', after: 5, unit: 'days' },
      { stage: 'inactivated', after: 30, unit: 'days' },
      { stage: 'cancelled', after: 6, unit: 'months' },
    ],
  };
  const approved = (expiresOn: string): RegenteLicence => ({ status: 'approved', expiresOn });

  it.each<[string, string, CredentialStanding]>([
    ['expired 3 days ago', '2026-06-12', 'expired'],
    ['expired 10 days ago: a fine applies', '2026-06-05', 'expired_fine'],
    ['expired 2 months ago: inactivated', '2026-04-15', 'inactivated'],
    ['expired a year ago: cancelled', '2025-06-15', 'cancelled'],
  ])('counts a lapsed licence as uncovered whatever its stage (%s)', (_name, expiresOn, standing) => {
    expect(regenteLicenceStanding(approved(expiresOn), today, rule)).toBe(standing);
    expect(locationCoverage({ pharmacistInCharge: member(approved(expiresOn)), today, rule })).toBe('uncovered');
    expect(canBePharmacistInCharge(approved(expiresOn), today, rule)).toBe(false);
  });

  it('keeps a licence "expiring soon" on its badge covered until the 30-day window', () => {
    const in45Days = approved('2026-07-30');
    expect(regenteLicenceStanding(in45Days, today, rule)).toBe('expiring_soon');
    expect(locationCoverage({ pharmacistInCharge: member(in45Days), today, rule })).toBe('covered');
    expect(locationCoverage({ pharmacistInCharge: member(approved('2026-07-10')), today, rule })).toBe('at_risk');
  });

  it("uses the catalogue's rule when none is given: no stages, so a lapsed licence reads expired", () => {
    expect(regenteLicenceStanding(approved('2026-06-05'), today)).toBe('expired');
    expect(locationCoverage({ pharmacistInCharge: member(approved('2026-06-05')), today })).toBe('uncovered');
  });
});

describe('canBePharmacistInCharge', () => {
  it('accepts approved or pending current licences and refuses the rest', () => {
    expect(canBePharmacistInCharge({ status: 'approved', expiresOn: '2027-01-01' }, today)).toBe(true);
    expect(canBePharmacistInCharge({ status: 'pending', expiresOn: '2027-01-01' }, today)).toBe(true);
    expect(canBePharmacistInCharge({ status: 'denied', expiresOn: '2027-01-01' }, today)).toBe(false);
    expect(canBePharmacistInCharge({ status: 'approved', expiresOn: '2026-06-14' }, today)).toBe(false);
    expect(canBePharmacistInCharge(null, today)).toBe(false);
  });
});

describe('coverageChangeIsAlert', () => {
  it.each<[LocationCoverage | undefined, LocationCoverage, boolean]>([
    ['covered', 'at_risk', true],
    ['covered', 'uncovered', true],
    ['at_risk', 'uncovered', true],
    ['uncovered', 'at_risk', true],
    ['at_risk', 'covered', false],
    ['uncovered', 'covered', false],
    ['at_risk', 'at_risk', false],
    [undefined, 'uncovered', false],
    [undefined, 'at_risk', false],
  ])('%s → %s: %s', (before, after, expected) => {
    expect(coverageChangeIsAlert(before, after)).toBe(expected);
  });
});

it('ranks uncovered first and covered last', () => {
  const sorted = (['covered', 'uncovered', 'at_risk'] as const)
    .slice()
    .sort((a, b) => coverageRank(a) - coverageRank(b));
  expect(sorted).toEqual(['uncovered', 'at_risk', 'covered']);
});
