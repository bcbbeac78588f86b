import * as z from 'zod/mini';
import { LANGUAGES } from '../../domain/constants';
import { pageQuery } from './common';
import { documentRecord } from './documents';
import { userProfile } from './users';

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

export { adminDocumentsResponse } from './admin-documents';
export {
  adminOrganizationRecord,
  adminOrganizationResponse,
  adminOrganizationsQuery,
  adminOrganizationsResponse,
} from './admin-organizations';
// Moved to their own modules (smaller admin bundles); re-exported for existing imports.
export { adminStatsResponse, moduleStatsResponse } from './admin-stats';
