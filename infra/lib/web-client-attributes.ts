/**
 * What the web's app client may read and write of a user's attributes with the user's own tokens
 * (issue 38), the same in AWS (auth-stack.ts) and in the local pool (infra/local/user-pool.ts), whose
 * front applies them as Cognito does (infra/local/cognito-rules.ts). The browser writes no attribute
 * that matters: e-mail changes go through the API, proven by a code first (issue 10), and `locale`
 * is the one harmless attribute left writable (CloudFormation treats an empty list as every
 * attribute). It reads only what the sign-in needs.
 */
export const WEB_CLIENT_WRITE_ATTRIBUTES = ['locale'] as const;
export const WEB_CLIENT_READ_ATTRIBUTES = ['email', 'email_verified', 'locale'] as const;
