import { ApiError } from '../../../lib/api-client';

/** API errors these screens explain in the admin's language (`common:errors.<CODE>`). */
const EXPLAINED = [
  'REMINDER_RECIPIENT_NOT_FOUND',
  'SELF_REVIEW_FORBIDDEN',
  'CONFLICT',
  'NOT_FOUND',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'NETWORK_ERROR',
] as const;
export type ExplainedErrorCode = (typeof EXPLAINED)[number];

/**
 * What a failed call tells the admin: a known code (translated by the caller), else the server's own
 * message for a refusal (4xx), else nothing and the caller shows the spec's fallback text.
 */
export function explainApiError(error: unknown): { code: ExplainedErrorCode } | { message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const code = EXPLAINED.find((known) => known === error.code);
  if (code) return { code };
  if (error.status >= 400 && error.status < 500 && error.status !== 401) return { message: error.message };
  return null;
}
