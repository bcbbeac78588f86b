/**
 * What the contact form needs only once a visitor starts on it: the shared schema that validates (`schema`) it,
 * the API call (`send`) and the bot check. ContactForm loads this module on the visitor's first focus in the
 * form, so /contact's first load carries none of it (nor zod or the API client).
 */
export { contactMessageForm as schema } from '@lunia/shared/api/schemas/public';
export { prepareFormProof } from '../../../lib/form-proof';
export { createContactMessage as send } from './create-contact-message';
