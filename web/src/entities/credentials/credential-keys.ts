/** The query keys of the credential catalogue (issue 27), the only place they are built. */
export const credentialKeys = {
  types: ['credential-types'] as const,
};
