import { ApiError } from '../../../lib/api-client';

export type RegistrationErrorKey = 'emailExists' | 'emailInvalid' | 'passwordTooShort' | 'creationFailed' | 'generic';

/**
 * Spec §5's mapping of the server's answer to what the visitor reads: a known case by its key, else
 * the server's own message, else the generic one.
 */
export function registrationErrorOf(error: unknown): { key: RegistrationErrorKey } | { serverMessage: string } {
  if (!(error instanceof ApiError)) return { key: 'generic' };
  if (error.code === 'EMAIL_EXISTS') return { key: 'emailExists' };
  if (error.code === 'VALIDATION_FAILED' && error.field === 'email') return { key: 'emailInvalid' };
  if (error.code === 'VALIDATION_FAILED' && error.field === 'password') return { key: 'passwordTooShort' };
  if (error.code === 'INTERNAL' || error.status >= 500) return { key: 'creationFailed' };
  if (error.code === 'NETWORK_ERROR' || error.code === 'UNEXPECTED_RESPONSE') return { key: 'generic' };
  return error.message ? { serverMessage: error.message } : { key: 'generic' };
}
