import type { adminUsersQuery } from '@lunia/shared/api/schemas/admin';
import type { Module } from '@lunia/shared/domain/constants';
import type { z } from 'zod/mini';

/** The users table's filters. */
export type AdminUserFilters = Required<Pick<z.input<typeof adminUsersQuery>, 'role' | 'status'>> & {
  search: string;
  /** Only the people who can open this module now; 'all': no module filter. */
  module: Module | 'all';
};

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
