/**
 * What the beta form needs only once a visitor starts on it: the shared schema that validates (`schema`) it, the
 * API call and the bot check. BetaSignupForm loads this module on the visitor's first focus in the
 * form, so /core's and /vault's first load carries none of it (nor zod or the API client).
 */
export { betaSignupForm as schema } from '@lunia/shared/api/schemas/public';
export { prepareFormProof } from '../../../lib/form-proof';
export { createBetaSignup as send } from './create-beta-signup';
