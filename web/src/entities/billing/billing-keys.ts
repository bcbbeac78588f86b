/** The query keys of billing. */
export const billingKeys = {
  /** An organization's plan, prices and payments. */
  organization: (orgId: string) => ['billing', orgId] as const,
};
