import { ApiError } from '../../../lib/api-client';

/** API errors these screens always explain, whatever their status (the network failure has none). */
const EXPLAINED = [
  'REMINDER_RECIPIENT_NOT_FOUND',
  'SELF_REVIEW_FORBIDDEN',
  'CONFLICT',
  'NOT_FOUND',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'NETWORK_ERROR',
] as const;

/**
 * The failed call these screens explain to the admin, in the admin's language by its code
 * (`apiErrorMessage`, lib/api-error-message.ts): a code above, or any other refusal (4xx but 401).
 * Null for anything else: the caller shows the spec's fallback text.
 */
export function explainApiError(error: unknown): ApiError | null {
  if (!(error instanceof ApiError)) return null;
  if (EXPLAINED.some((known) => known === error.code)) return error;
  return error.status >= 400 && error.status < 500 && error.status !== 401 ? error : null;
}
