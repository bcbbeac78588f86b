import { ApiError } from '../../../lib/api-client';

/** The API errors the account forms explain in the visitor's language (`common:errors.<CODE>`). */
const EXPLAINED = [
  'EMAIL_EXISTS',
  'EMAIL_ALREADY_VERIFIED',
  'EMAIL_CODE_NOT_REQUESTED',
  'EMAIL_CODE_INVALID',
  'EMAIL_CODE_EXPIRED',
  'EMAIL_CODE_LOCKED',
  'EMAIL_CODE_COOLDOWN',
  'EMAIL_CODE_DAILY_LIMIT',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'NETWORK_ERROR',
] as const;
export type ExplainedErrorCode = (typeof EXPLAINED)[number];

/** The code of an error the account forms explain, or undefined (they show their generic message). */
export function explainedErrorCode(error: unknown): ExplainedErrorCode | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return EXPLAINED.find((code) => code === error.code);
}
