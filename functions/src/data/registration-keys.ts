/**
 * Registrations waiting for their e-mail code (issue 38, data/registration-requests.ts): one partition
 * per address, holding each registration made of it (newest last by its sort key) and the address's
 * one code state (the code, its tries and its sends), which exists for any address a code was asked
 * for or tried on, whether or not anyone registered it.
 */
export const registrationKeys = {
  partition: (email: string) => `REGISTRATION#${email.toLowerCase()}`,
  requestPrefix: 'REQUEST#',
  request: (email: string, createdAt: string, id: string) => ({
    PK: registrationKeys.partition(email),
    SK: `${registrationKeys.requestPrefix}${createdAt}#${id}`,
  }),
  code: (email: string) => ({ PK: registrationKeys.partition(email), SK: 'CODE' }),
};
