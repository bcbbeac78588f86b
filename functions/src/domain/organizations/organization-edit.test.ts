import { describe, expect, it } from 'vitest';
import { planOrganizationEdit } from './organization-edit';

const request = { at: '2026-03-01T12:00:00.000Z', by: 'owner-1' };
const verified = { name: 'Farmacia Sol', pharmacyLicenseNumber: 'LIC-1', verified: true };
const held = { name: 'Farmacia Luna', requestedAt: '2026-02-01T00:00:00.000Z', requestedBy: 'owner-1' };

describe('an organization edit (issue 24)', () => {
  it('applies every field of an unverified organization at once', () => {
    const plan = planOrganizationEdit({ ...verified, verified: false }, { name: 'Nueva', phone: '787' }, request);
    expect(plan).toEqual({ apply: { name: 'Nueva', phone: '787' }, pending: undefined, held: [], reviewed: true });
  });

  it('holds a new legal name of a verified organization and applies the other fields', () => {
    const plan = planOrganizationEdit(verified, { name: 'Farmacia Luna', city: 'Ponce' }, request);
    expect(plan.apply).toEqual({ city: 'Ponce' });
    expect(plan.pending).toEqual({ name: 'Farmacia Luna', requestedAt: request.at, requestedBy: 'owner-1' });
    expect(plan.held).toEqual(['name']);
  });

  it('merges a new licence number into the change already held', () => {
    const plan = planOrganizationEdit(
      { ...verified, pendingChange: held },
      { pharmacyLicenseNumber: 'LIC-2' },
      request,
    );
    expect(plan.pending).toEqual({
      name: 'Farmacia Luna',
      pharmacyLicenseNumber: 'LIC-2',
      requestedAt: request.at,
      requestedBy: 'owner-1',
    });
    expect(plan.held).toEqual(['pharmacyLicenseNumber']);
  });

  it('leaves the held change alone when the same values are sent again', () => {
    const plan = planOrganizationEdit({ ...verified, pendingChange: held }, { name: 'Farmacia Luna' }, request);
    expect(plan).toEqual({ apply: {}, pending: undefined, held: [], reviewed: true });
  });

  it('drops the held change when the verified value is sent back', () => {
    const plan = planOrganizationEdit({ ...verified, pendingChange: held }, { name: 'Farmacia Sol' }, request);
    expect(plan.pending).toBeNull();
    expect(plan.apply).toEqual({});
  });

  it('an unverified organization edited directly keeps no held change of that field', () => {
    const plan = planOrganizationEdit(
      { ...verified, verified: false, pendingChange: held },
      { name: 'Farmacia Estrella' },
      request,
    );
    expect(plan.apply).toEqual({ name: 'Farmacia Estrella' });
    expect(plan.pending).toBeNull();
  });

  it('does not mark an edit of other fields as reviewed', () => {
    expect(planOrganizationEdit(verified, { website: 'https://sol.pr' }, request).reviewed).toBe(false);
  });
});
