/** Key builders: every entity's keys are built here and nowhere else (see docs/data-model.md). */
export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userEmail: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'UNIQUE' }),
  userLuniaId: (luniaId: string) => ({ PK: `LUNIAID#${luniaId}`, SK: 'UNIQUE' }),
  organization: (orgId: string) => ({ PK: `ORG#${orgId}`, SK: 'PROFILE' }),
  membership: (orgId: string, userId: string) => ({ PK: `ORG#${orgId}`, SK: `MEMBER#${userId}` }),
  betaApplication: (product: string, email: string) => ({
    PK: `BETA#${product}#${email.toLowerCase()}`,
    SK: 'APPLICATION',
  }),
  mailSent: (dedupeKey: string) => ({ PK: `MAILSENT#${dedupeKey}`, SK: 'MAILSENT' }),
} as const;

/** GSI1 partition listing a user's organizations (sort key ORG#<orgId>). */
export const userOrganizationsIndexKey = (userId: string) => `USER#${userId}`;
/** GSI1 partition listing applications of one product, newest first. */
export const betaApplicationsIndexKey = (product: string) => `BETA#${product}`;
