import type { OrganizationFilters } from './api/list-admin-organizations';

/** The query keys of the back office's organizations (admins only). */
export const adminOrganizationKeys = {
  /** Every list, whatever its filters, and every open detail: what refreshes the list refreshes them. */
  all: ['admin-organizations'] as const,
  list: (filters: OrganizationFilters) =>
    ['admin-organizations', 'list', filters.status ?? 'all', filters.search ?? ''] as const,
  detail: (orgId: string) => ['admin-organizations', 'detail', orgId] as const,
};
