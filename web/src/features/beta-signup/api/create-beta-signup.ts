import type { BetaSignupInput } from '@lunia/shared/api/schemas/public';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/beta-signup: an application for the Core beta or the Vault waitlist. */
export function createBetaSignup(application: BetaSignupInput) {
  return apiRequest('createBetaSignup', { body: application });
}
