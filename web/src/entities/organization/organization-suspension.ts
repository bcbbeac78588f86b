/**
 * Whether Lunia suspended an organization (issue 24), for the pages its members see in its context:
 * read from its record, under the key every page reads it with, so the banner and the organization
 * admin agree. Null while there is no organization, while it loads, or when it is not suspended.
 */
import { useQuery } from '@tanstack/react-query';
import { organizationQueryOptions } from './api/get-organization';

export interface OrganizationSuspension {
  reason: string;
  /** ISO date-time of the suspension, when the record says it. */
  since: string | undefined;
}

export function useOrganizationSuspension(orgId: string | null | undefined): OrganizationSuspension | null {
  const organization = useQuery({ ...organizationQueryOptions(orgId ?? ''), enabled: Boolean(orgId) });
  const record = organization.data;
  if (!orgId || !record?.suspended) return null;
  return { reason: record.suspendedReason ?? '', since: record.suspendedAt };
}
