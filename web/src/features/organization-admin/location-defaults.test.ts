import { describe, expect, it } from 'vitest';
import { firstLocationDefaults } from './location-defaults';

const organization = {
  name: 'Farmacia Central',
  address: '100 Calle Luna',
  city: 'San Juan',
  state: 'PR',
  zipCode: '00901',
  phone: '787-555-0100',
  contactEmail: 'info@central.example',
  pharmacyLicenseNumber: 'F-1234',
};

describe("the organization's address is offered as its first location (issue 40)", () => {
  it('fills the first location from the organization', () => {
    expect(firstLocationDefaults(organization, 0)).toEqual({
      name: 'Farmacia Central',
      address: '100 Calle Luna',
      city: 'San Juan',
      state: 'PR',
      zipCode: '00901',
      phone: '787-555-0100',
      email: 'info@central.example',
      pharmacyLicense: 'F-1234',
    });
  });

  it('offers nothing once a location exists, without the organization, or without its address', () => {
    expect(firstLocationDefaults(organization, 1)).toBeUndefined();
    expect(firstLocationDefaults(undefined, 0)).toBeUndefined();
    expect(firstLocationDefaults({ ...organization, address: ' ' }, 0)).toBeUndefined();
  });
});
