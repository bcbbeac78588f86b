import { queryClient } from '../../lib/query-client';
import { refetchProfile } from '../account/account-cache';
import { memberKeys } from '../members/member-keys';
import { organizationKeys } from './organization-keys';

/** Its record changed (modules activated): read again, and so is the session's list of organizations. */
export const organizationModulesChanged = (orgId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: organizationKeys.detail(orgId) }), refetchProfile()]);

/**
 * Its details were edited, or a change held for review withdrawn (issue 24): the record and the
 * session's organizations (which carry its name) are read again.
 */
export const organizationDetailsChanged = (orgId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: organizationKeys.detail(orgId) }), refetchProfile()]);

/** Documents changed: every organization says again which required documents have expired. */
export const invalidateOrganizations = () => queryClient.invalidateQueries({ queryKey: organizationKeys.all });

/**
 * Its owner changed (a transfer): the record, its members with their new roles and the session's
 * organizations with the caller's role are read again.
 */
export const organizationOwnershipChanged = (orgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationKeys.detail(orgId) }),
    queryClient.invalidateQueries({ queryKey: memberKeys.members(orgId) }),
    refetchProfile(),
  ]);

/** It was deleted: its record leaves the cache and the session's organizations are read again. */
export const organizationRemoved = async (orgId: string) => {
  queryClient.removeQueries({ queryKey: organizationKeys.detail(orgId) });
  await refetchProfile();
};
