import { ApiError } from '../../../lib/api-client';

export type RegistrationErrorKey = 'emailExists' | 'emailInvalid' | 'passwordTooShort' | 'creationFailed' | 'generic';

/**
 * Spec §5's mapping of the server's answer to what the visitor reads: a known case by its key, else
 * the error itself, shown by its code in the visitor's language (`apiErrorMessage`), else the generic one.
 */
export function registrationErrorOf(error: unknown): { key: RegistrationErrorKey } | { apiError: ApiError } {
  if (!(error instanceof ApiError)) return { key: 'generic' };
  if (error.code === 'EMAIL_EXISTS') return { key: 'emailExists' };
  if (error.code === 'VALIDATION_FAILED' && error.field === 'email') return { key: 'emailInvalid' };
  if (error.code === 'VALIDATION_FAILED' && error.field === 'password') return { key: 'passwordTooShort' };
  if (error.code === 'INTERNAL' || error.status >= 500) return { key: 'creationFailed' };
  if (error.code === 'NETWORK_ERROR' || error.code === 'UNEXPECTED_RESPONSE') return { key: 'generic' };
  return { apiError: error };
}
