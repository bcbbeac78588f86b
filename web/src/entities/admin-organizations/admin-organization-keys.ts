export const ORGANIZATION_STATUS_FILTERS = ['all', 'verified', 'pending'] as const;
export type OrganizationStatusFilter = (typeof ORGANIZATION_STATUS_FILTERS)[number];

/** The list's filters: the status (default all) and a prefix of the name, licence number or e-mail. */
export interface OrganizationFilters {
  status?: OrganizationStatusFilter;
  search?: string;
}

/** The query keys of the back office's organizations (admins only). */
export const adminOrganizationKeys = {
  /** Every list, whatever its filters, and every open detail: what refreshes the list refreshes them. */
  all: ['admin-organizations'] as const,
  list: (filters: OrganizationFilters) =>
    ['admin-organizations', 'list', filters.status ?? 'all', filters.search ?? ''] as const,
  detail: (orgId: string) => ['admin-organizations', 'detail', orgId] as const,
};
