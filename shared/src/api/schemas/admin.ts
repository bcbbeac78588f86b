/** Admin users: the /admin/users list, one user's details, final approval (spec §2 /admin/users, §7). */
import * as z from 'zod/mini';
import { PERSON_AUDIT_ACTIONS } from '../../domain/audit-actions';
import { MODULES } from '../../domain/constants';
import { pageQuery } from './common';
import { AUDIT_ACTIONS, documentRecord, timelineEvent } from './documents';
import { userProfile } from './users';

export const ADMIN_USER_ROLE_FILTERS = ['all', 'super_admin', 'support'] as const;
/** The spec's status filter categories (§4): approved = verified and VERIFIED, pending = PENDING, the rest. */
export const ADMIN_USER_STATUS_FILTERS = ['all', 'pending', 'approved', 'not_submitted'] as const;

export const adminUsersQuery = z.extend(pageQuery, {
  /** Prefix of a first or last name, full name, e-mail or LUNIA ID (case and accents ignored). */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Search must be at most 100 characters' }))),
  role: z.optional(z.enum(ADMIN_USER_ROLE_FILTERS, { error: 'role must be all, super_admin or support' })),
  status: z.optional(
    z.enum(ADMIN_USER_STATUS_FILTERS, { error: 'status must be all, pending, approved or not_submitted' }),
  ),
  /** Only the people who can open this module now (issue 24: the modules page's "View users"). */
  module: z.optional(z.enum(MODULES, { error: `module must be one of ${MODULES.join(', ')}` })),
});

/** A user with what the final-approval table shows: documents and organizations. */
export const adminUserRecord = z.extend(userProfile, {
  documents: z.array(documentRecord),
  orgs: z.array(z.object({ id: z.string(), name: z.string(), verified: z.boolean() })),
  lastLogin: z.nullable(z.string()),
});
export const adminUsersResponse = z.object({ users: z.array(adminUserRecord), nextCursor: z.optional(z.string()) });
export const adminUserResponse = z.object({ user: userProfile });

/** One row of /admin/users: the profile, the first two organizations and the counts. */
export const adminUserRow = z.extend(userProfile, {
  orgs: z.array(z.object({ id: z.string(), name: z.string(), verified: z.boolean() })),
  /** All the user's organizations (the row shows the first two and "N more"). */
  orgCount: z.number(),
  documentCount: z.number(),
  lastLogin: z.nullable(z.string()),
  /** The spec's final-approval rule holds now (§4): the row offers Approve. */
  eligibleForFinalApproval: z.boolean(),
  /** A super_admin disabled the account: it cannot sign in and its sessions were ended. */
  disabled: z.boolean(),
  /** The earliest expiry date among the user's current documents (null: none has one). */
  nextExpiresOn: z.nullable(z.string()),
});
export const adminUserListResponse = z.object({ users: z.array(adminUserRow), nextCursor: z.optional(z.string()) });

/** A disable or enable: the account and whether it is disabled now. */
export const accountAccessResponse = z.object({ userId: z.string(), disabled: z.boolean() });

/**
 * What can happen to a user's account itself (beyond their documents' events), with the fall-back of
 * their verification when an approved licence goes.
 */
export const USER_AUDIT_ACTIONS = [...PERSON_AUDIT_ACTIONS, 'verification_revoked'] as const;
/** An event of the user's timeline: one of their documents' (documentId set) or the account's own. */
export const adminUserTimelineEvent = z.extend(timelineEvent, {
  action: z.enum([...AUDIT_ACTIONS, ...USER_AUDIT_ACTIONS]),
  documentId: z.nullable(z.string()),
});

/** The admin's "view user" panel: profile, every organization with the role, documents and timeline. */
export const adminUserDetailResponse = z.object({
  user: adminUserRow,
  organizations: z.array(z.object({ id: z.string(), name: z.string(), verified: z.boolean(), role: z.string() })),
  documents: z.array(documentRecord),
  /** What happened to the user and their documents, newest first (at most 100 events). */
  timeline: z.array(adminUserTimelineEvent),
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
