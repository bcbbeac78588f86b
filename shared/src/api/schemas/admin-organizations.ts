/** Admin organizations list and approval (spec §3 admin organization record). */
import * as z from 'zod/mini';
import { pageQuery } from './common';
import { organizationRecord } from './organizations';

export const adminOrganizationsQuery = z.extend(pageQuery, {
  search: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(z.enum(['all', 'verified', 'pending'])),
});
export const adminOrganizationRecord = z.extend(organizationRecord, {
  members: z.array(
    z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), role: z.string() }),
  ),
  documents: z.array(z.object({ id: z.string(), type: z.string(), verified: z.boolean(), denied: z.boolean() })),
  payments: z.array(z.object({ status: z.string(), amount: z.number() })),
});
export const adminOrganizationsResponse = z.object({
  organizations: z.array(adminOrganizationRecord),
  nextCursor: z.optional(z.string()),
});
export const adminOrganizationResponse = z.object({ organization: organizationRecord });
