import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, isCredentialType, REQUIRED_DOCUMENT_TYPES } from '../constants';
import { EXPIRY_OPTIONAL_DOCUMENT_TYPES, EXPIRY_REQUIRED_DOCUMENT_TYPES } from '../document-expiry';
import {
  CREDENTIAL_CATALOGUE,
  effectiveCatalogue,
  effectiveRule,
  optionalTypes,
  requiredInContexts,
  uploadableTypes,
} from './catalogue';
import { addMonths, credentialStanding, dueGraceStage, standingUnderRule } from './standing';

// The controlled-substance registration's stages: fine after 5 days, inactivated after 30, cancelled after 6 months.
const EXPIRES = '2026-03-31';
const standing = (today: string) => credentialStanding('controlled_substance_registration', EXPIRES, today);

describe('credential standing', () => {
  it.each([
    ['2026-01-01', 'current'],
    ['2026-01-30', 'expiring_soon'],
    ['2026-03-31', 'expiring_soon'],
    ['2026-04-01', 'expired'],
    ['2026-04-05', 'expired'],
    ['2026-04-06', 'expired_fine'],
    ['2026-04-30', 'expired_fine'],
    ['2026-05-01', 'inactivated'],
    ['2026-09-30', 'inactivated'],
    ['2026-10-01', 'cancelled'],
  ])('on %s a registration that expired on 2026-03-31 is %s', (today, expected) => {
    expect(standing(today)).toBe(expected);
  });

  it('counts day 5/6 and 30/31 past the date exactly', () => {
    const rule = effectiveRule('controlled_substance_registration');
    expect(standingUnderRule('2026-06-10', '2026-06-15', rule)).toBe('expired'); // day 5
    expect(standingUnderRule('2026-06-10', '2026-06-16', rule)).toBe('expired_fine'); // day 6
    expect(standingUnderRule('2026-06-10', '2026-07-10', rule)).toBe('expired_fine'); // day 30
    expect(standingUnderRule('2026-06-10', '2026-07-11', rule)).toBe('inactivated'); // day 31
    expect(standingUnderRule('2026-06-10', '2026-12-10', rule)).toBe('inactivated'); // 6 months to the day
    expect(standingUnderRule('2026-06-10', '2026-12-11', rule)).toBe('cancelled');
  });

  it('has no grace stage for a type without one: expired stays expired', () => {
    expect(credentialStanding('pharmacist_license', '2026-01-01', '2027-06-01')).toBe('expired');
    expect(credentialStanding('pharmacist_license', null, '2027-06-01')).toBe('current');
  });

  it('follows an override of the numbers', () => {
    const overrides = {
      controlled_substance_registration: {
        cycleMonths: 12,
        graceStages: [
          { stage: 'cancelled' as const, after: 3, unit: 'months' as const },
          { stage: 'expired_fine' as const, after: 10, unit: 'days' as const },
        ],
      },
    };
    const type = 'controlled_substance_registration';
    expect(credentialStanding(type, EXPIRES, '2026-04-06', overrides)).toBe('expired');
    expect(credentialStanding(type, EXPIRES, '2026-04-11', overrides)).toBe('expired_fine');
    expect(credentialStanding(type, EXPIRES, '2026-07-01', overrides)).toBe('cancelled');
  });

  it('adds calendar months, clamped to the last day', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 6)).toBe('2026-09-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('names the stage due and the day it began', () => {
    const rule = effectiveRule('controlled_substance_registration');
    expect(dueGraceStage(EXPIRES, '2026-04-05', rule)).toBeNull();
    expect(dueGraceStage(EXPIRES, '2026-04-06', rule)).toEqual({ stage: 'expired_fine', startedOn: '2026-04-06' });
    expect(dueGraceStage(EXPIRES, '2026-05-03', rule)).toEqual({ stage: 'inactivated', startedOn: '2026-05-01' });
    expect(dueGraceStage(EXPIRES, '2026-10-01', rule)).toEqual({ stage: 'cancelled', startedOn: '2026-10-01' });
  });
});

describe('credential catalogue', () => {
  it('has one entry per credential type, in DOCUMENT_TYPES order (a CE certificate is none)', () => {
    expect(CREDENTIAL_CATALOGUE.map((d) => d.type)).toEqual(DOCUMENT_TYPES.filter(isCredentialType));
    expect(DOCUMENT_TYPES.filter((type) => !isCredentialType(type))).toEqual(['ce_certificate']);
  });

  it('gives every credential an expiry rule at upload (required or optional, never both); a CE certificate none', () => {
    expect([...EXPIRY_REQUIRED_DOCUMENT_TYPES, ...EXPIRY_OPTIONAL_DOCUMENT_TYPES]).not.toContain('ce_certificate');
    for (const type of DOCUMENT_TYPES.filter(isCredentialType)) {
      const required = (EXPIRY_REQUIRED_DOCUMENT_TYPES as readonly string[]).includes(type);
      const optional = (EXPIRY_OPTIONAL_DOCUMENT_TYPES as readonly string[]).includes(type);
      expect(required !== optional, type).toBe(true);
    }
  });

  it('keeps the required sets of the spec and offers the rest as optional by holder', () => {
    expect(uploadableTypes('individual').slice(0, 4)).toEqual([...REQUIRED_DOCUMENT_TYPES.individual]);
    expect(optionalTypes('individual')).toEqual([
      'technician_license',
      'health_professional_registration',
      'cpr_bls',
      'immunization_certificate',
      'ley300_certificate',
    ]);
    expect(optionalTypes('organization')).toEqual([
      'biological_license',
      'state_registry',
      'business_license',
      'controlled_substance_registration',
      'dea_registration',
    ]);
    expect(requiredInContexts('pharmacy_license')).toEqual(['organization']);
    expect(requiredInContexts('dea_registration')).toEqual([]);
  });

  it('lists the rules in force, marking overridden types', () => {
    const list = effectiveCatalogue({ pharmacist_license: { cycleMonths: 24, graceStages: [] } });
    const licence = list.find((d) => d.type === 'pharmacist_license');
    expect(licence).toMatchObject({ cycleMonths: 24, overridden: true, requiredIn: ['individual'] });
    expect(list.find((d) => d.type === 'technician_license')).toMatchObject({ cycleMonths: 36, overridden: false });
  });
});
