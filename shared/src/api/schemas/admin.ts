import * as z from 'zod/mini';
import { LANGUAGES, MODULES } from '../../domain/constants';
import { pageQuery } from './common';
import { documentRecord } from './documents';
import { organizationRecord } from './organizations';
import { userProfile } from './users';

export const adminStatsResponse = z.object({
  summary: z.object({ totalUsers: z.number(), totalOrganizations: z.number() }),
  documents: z.object({ pending: z.number(), denied: z.number() }),
  organizations: z.object({ pending: z.number(), verified: z.number() }),
  users: z.object({ verified: z.number() }),
});

const moduleStat = z.object({ status: z.string(), description: z.string(), totalUsers: z.number() });
export const moduleStatsResponse = z.object(
  Object.fromEntries(MODULES.map((m) => [m, moduleStat])) as Record<(typeof MODULES)[number], typeof moduleStat>,
);

export const adminUsersQuery = z.extend(pageQuery, {
  search: z.optional(z.string().check(z.maxLength(100))),
  role: z.optional(z.enum(['all', 'super_admin', 'support'])),
  status: z.optional(z.enum(['all', 'pending', 'approved', 'not_submitted'])),
});
export const adminUserRecord = z.extend(userProfile, {
  documents: z.array(documentRecord),
  orgs: z.array(z.object({ id: z.string(), name: z.string(), verified: z.boolean() })),
  lastLogin: z.nullable(z.string()),
});
export const adminUsersResponse = z.object({ users: z.array(adminUserRecord), nextCursor: z.optional(z.string()) });
export const adminUserResponse = z.object({ user: userProfile });

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
export const adminDocumentsResponse = z.object({
  documents: z.array(documentRecord),
  counts: z.object({ pending: z.number(), approved: z.number(), denied: z.number() }),
  nextCursor: z.optional(z.string()),
});

export const reminderBody = z.object({ language: z._default(z.enum(LANGUAGES), 'en') });
export const bulkReminderBody = z.object({
  userIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.minLength(1, { error: 'Please select at least one user' }), z.maxLength(500)),
  language: z._default(z.enum(LANGUAGES), 'en'),
});
export const bulkReminderResponse = z.object({
  jobId: z.string(),
  results: z.object({ success: z.number(), failed: z.number() }),
});
