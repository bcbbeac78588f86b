/** The query keys of pharmacy locations. */
export const locationKeys = {
  /** Keyed by organization: the request's organization is the active one (x-active-org-id). */
  list: (orgId: string) => ['locations', orgId] as const,
};
