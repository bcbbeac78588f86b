/** An organization as a member sees it in lists and the switcher, with the member's role. Pure. */
import type { OrgRole } from '@lunia/shared/domain/constants';
import type { Organization } from '../data/organization-profiles';

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
  createdAt: organization.createdAt,
});
