import { describe, expect, it } from 'vitest';
import {
  canBePharmacistInCharge,
  coverageChangeIsAlert,
  coverageRank,
  type LocationCoverage,
  locationCoverage,
  type RegenteLicence,
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
