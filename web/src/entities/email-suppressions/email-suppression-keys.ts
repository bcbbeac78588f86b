/** The query keys of the e-mail suppression list (admins only; issue 26). */
export const emailSuppressionKeys = {
  all: ['email-suppressions'] as const,
  list: ['email-suppressions', 'list'] as const,
};
