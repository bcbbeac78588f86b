/** The query keys of an organization's own record (its members, locations and billing have theirs). */
export const organizationKeys = {
  all: ['organization'] as const,
  detail: (orgId: string) => ['organization', orgId] as const,
};
