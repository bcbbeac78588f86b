/** Organization roles and who may administer an organization (portal-and-admin §6). Pure. */
import type { OrgRole } from './constants';

/** Owner or admin of the organization: who may manage its documents, locations, team and invites. */
export function isOrganizationOwnerOrAdmin(role: OrgRole | string | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * "Organization administration requires being signed in, an active organization, and userType
 * PHARMACY_OWNER or organization role owner or admin." `role` is the role in the active organization
 * (undefined without one).
 */
export function canAdministerOrganization(input: {
  userType: string | null | undefined;
  role: OrgRole | string | null | undefined;
}): boolean {
  if (input.role === undefined || input.role === null) return false;
  return input.userType === 'PHARMACY_OWNER' || isOrganizationOwnerOrAdmin(input.role);
}
