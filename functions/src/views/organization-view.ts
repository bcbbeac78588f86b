/** An organization as a member sees it in lists and the switcher, with the member's role. Pure. */
import type { OrgRole } from '@lunia/shared/domain/constants';
import { openModulesOf } from '@lunia/shared/domain/organization-module-state';
import type { Organization, PendingOrganizationChange } from '../data/organization-profiles';

export const organizationMembershipView = ({ organization, role }: { organization: Organization; role: OrgRole }) => ({
  id: organization.id,
  name: organization.name,
  role,
  activeModules: organization.activeModules ?? [],
  verified: organization.verified === true,
  canSubscribe: organization.canSubscribe === true,
});

/** An organization's details as its members see them (GET/PUT /api/organizations/{orgId}). */
export const organizationView = (organization: Organization) => ({
  id: organization.id,
  name: organization.name,
  pharmacyLicenseNumber: organization.pharmacyLicenseNumber,
  address: organization.address,
  city: organization.city,
  state: organization.state,
  zipCode: organization.zipCode,
  contactEmail: organization.contactEmail ?? '',
  einNumber: organization.einNumber ?? '',
  phone: organization.phone,
  website: organization.website ?? '',
  description: organization.description ?? '',
  verified: organization.verified === true,
  canSubscribe: organization.canSubscribe === true,
  activeModules: organization.activeModules ?? [],
  // The access rule's own answer (issue 24): the module cards show Open for exactly these.
  openModules: openModulesOf(organization),
  requestedModules: organization.requestedModules ?? [],
  unlimitedLocations: organization.unlimitedLocations === true,
  ...(organization.billing?.status === 'active' ? { planLocations: organization.billing.locations } : {}),
  suspended: organization.suspended === true,
  ...(organization.suspended === true && organization.suspendedReason !== undefined
    ? { suspendedReason: organization.suspendedReason }
    : {}),
  ...(organization.suspended === true && organization.suspendedAt !== undefined
    ? { suspendedAt: organization.suspendedAt }
    : {}),
  ...(organization.pendingChange ? { pendingChange: pendingChangeView(organization.pendingChange) } : {}),
  createdAt: organization.createdAt,
});

/** A held change as members and admins see it: the proposed values and when (not who asked). */
const pendingChangeView = (pending: PendingOrganizationChange) => ({
  ...(pending.name !== undefined ? { name: pending.name } : {}),
  ...(pending.pharmacyLicenseNumber !== undefined ? { pharmacyLicenseNumber: pending.pharmacyLicenseNumber } : {}),
  requestedAt: pending.requestedAt,
});
