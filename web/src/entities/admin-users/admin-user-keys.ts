import type { AdminUserFilters } from './api/list-admin-users';

/** The query keys of the back office's users (admins only). */
export const adminUserKeys = {
  /** The users table, an open user's panel and the final-approval queue. */
  all: ['admin-users'] as const,
  list: (filters: AdminUserFilters) => ['admin-users', 'list', filters] as const,
  detail: (userId: string) => ['admin-users', 'detail', userId] as const,
  awaitingApproval: ['admin-users', 'awaiting-approval'] as const,
  /** People whose new legal name waits for review (issue 38). */
  nameChanges: ['admin-users', 'name-changes'] as const,
};
