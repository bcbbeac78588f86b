/**
 * What the partnership form needs only once a visitor starts on it: the shared schema that validates (`schema`)
 * it, the API call (`send`) and the bot check. PartnerInquiryForm loads this module on the visitor's first
 * focus in the form, so /partners' first load carries none of it (nor zod or the API client).
 */
export { partnerInquiryForm as schema } from '@lunia/shared/api/schemas/public';
export { prepareFormProof } from '../../../lib/form-proof';
export { createPartnerInquiry as send } from './create-partner-inquiry';
