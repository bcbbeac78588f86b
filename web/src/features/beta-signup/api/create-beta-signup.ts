import type { BetaSignupInput } from '@lunia/shared/api/schemas/public';
import { apiRequest } from '../../../lib/api-client';
import { sendWithFormProof } from '../../../lib/form-proof';

/** POST /api/beta-signup: an application for the Core beta or the Vault waitlist, with the bot-check proof (lib/form-proof.ts). */
export function createBetaSignup(application: BetaSignupInput) {
  return sendWithFormProof((proof) => apiRequest('createBetaSignup', { body: { ...application, proof } }));
}
