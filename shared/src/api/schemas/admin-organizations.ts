/** Admin organizations list and approval (spec §3 admin organization record). */
import * as z from 'zod/mini';
import { pageQuery } from './common';
import { organizationRecord } from './organizations';

/** Organizations newest first, all (GSI1) or by status (GSI2), or by a prefix of name, licence or e-mail. */
export const adminOrganizationsQuery = z.extend(pageQuery, {
  status: z.optional(z.enum(['all', 'verified', 'pending'], { error: 'status must be all, verified or pending' })),
  /** Prefix of the name, pharmacy licence number or contact e-mail (case and accents ignored). */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Search must be at most 100 characters' }))),
});
export const adminOrganizationRecord = z.extend(organizationRecord, {
  members: z.array(
    z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), role: z.string() }),
  ),
  documents: z.array(z.object({ id: z.string(), type: z.string(), verified: z.boolean(), denied: z.boolean() })),
  payments: z.array(z.object({ status: z.string(), amount: z.number() })),
  /** Sum of the organization's COMPLETED payments in USD (cents ÷ 100). */
  revenue: z.number(),
});
/** One organization for the admin's "view": details, members and documents. */
/** A location as the admin's view lists it, to open its inspection binder (issue 40). */
export const adminOrganizationLocation = z.object({ id: z.string(), name: z.string(), isPrimary: z.boolean() });
export const adminOrganizationDetailResponse = z.object({
  organization: adminOrganizationRecord,
  locations: z.array(adminOrganizationLocation),
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
/** Suspend or unsuspend (super admin, issue 24): why, shown to the organization's members and kept in the audit log. */
export const suspensionBody = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please give a reason' }),
      z.maxLength(500, { error: 'The reason must be at most 500 characters' }),
    ),
});
export type SuspensionBody = z.output<typeof suspensionBody>;

/**
 * The reason a super admin gives for refusing an organization's held change or revoking its approval
 * (issue 24): the same rules as a suspension's, shown to the owner in the e-mail and kept in the audit log.
 */
export const decisionReasonBody = suspensionBody;
