import type { Caller } from '../../domain/caller';
import { changeOrganizationSuspension } from '../steps/organization-suspension';

/** A super admin suspends an organization, with a reason: its modules stop opening (issue 24). */
export async function suspendOrganization(input: { caller: Caller; orgId: string | undefined; reason: string }) {
  return changeOrganizationSuspension({ ...input, suspend: true });
}
