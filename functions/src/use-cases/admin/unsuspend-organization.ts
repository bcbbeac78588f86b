import type { Caller } from '../../domain/caller';
import { changeOrganizationSuspension } from '../steps/organization-suspension';

/** A super admin lifts an organization's suspension, with a reason (issue 24). */
export async function unsuspendOrganization(input: { caller: Caller; orgId: string | undefined; reason: string }) {
  return changeOrganizationSuspension({ ...input, suspend: false });
}
