/** The query keys of pharmacy locations. */
export const locationKeys = {
  /** Keyed by organization: the request's organization is the active one (x-active-org-id). */
  list: (orgId: string) => ['locations', orgId] as const,
  /** The public summary an inspection binder's QR code opens (issue 43), by its token. */
  verification: (token: string) => ['locations', 'verification', token] as const,
};
