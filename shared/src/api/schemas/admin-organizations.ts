/** Admin organizations list and approval (spec §3 admin organization record). */
import * as z from 'zod/mini';
import { pageQuery } from './common';
import { organizationRecord } from './organizations';

/**
 * Organizations newest first, all (GSI1) or by status (GSI2). Search by name, licence or e-mail
 * belongs to /admin/organizations and arrives with it; it is not accepted until then.
 */
export const adminOrganizationsQuery = z.extend(pageQuery, {
  status: z.optional(z.enum(['all', 'verified', 'pending'], { error: 'status must be all, verified or pending' })),
});
export const adminOrganizationRecord = z.extend(organizationRecord, {
  members: z.array(
    z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), role: z.string() }),
  ),
  documents: z.array(z.object({ id: z.string(), type: z.string(), verified: z.boolean(), denied: z.boolean() })),
  payments: z.array(z.object({ status: z.string(), amount: z.number() })),
});
/** The approval screen's summary (spec §2), from the counters: every organization, not just this page. */
export const organizationApprovalCounts = z.object({
  pendingReview: z.number(),
  approved: z.number(),
  documentsMissing: z.number(),
});
export const adminOrganizationsResponse = z.object({
  organizations: z.array(adminOrganizationRecord),
  counts: organizationApprovalCounts,
  nextCursor: z.optional(z.string()),
});
export const adminOrganizationResponse = z.object({ organization: organizationRecord });
