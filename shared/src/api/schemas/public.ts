import * as z from 'zod/mini';
import { BETA_PRODUCTS, CONTACT_ROLES, PARTNER_TYPES, PHARMACY_TYPES } from '../../domain/constants';
import { emailField, languageField, longText, optionalLongText, optionalText, requiredText } from './common';

export const betaSignupBody = z.object({
  product: z.enum(BETA_PRODUCTS, { error: 'Product must be core or vault' }),
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: emailField,
  pharmacyName: requiredText('Pharmacy name'),
  phone: optionalText('Phone', 40),
  pharmacyType: z._default(
    z.union([z.enum(PHARMACY_TYPES), z.literal('')], {
      error: 'Pharmacy type must be independent, chain, hospital, clinic or other',
    }),
    '',
  ),
  currentSystem: optionalText('Current system'),
  message: optionalLongText('Additional information'),
  /** Language of the confirmation e-mail; the form sends the visitor's current language. */
  language: languageField,
  /** Honeypot: people leave it empty, naive bots fill it. */
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type BetaSignupBody = z.infer<typeof betaSignupBody>;
export type BetaSignupInput = z.input<typeof betaSignupBody>;

export const partnerInquiryBody = z.object({
  name: requiredText('Name'),
  email: emailField,
  organization: requiredText('Organization'),
  role: requiredText('Role'),
  partnerType: z.enum(PARTNER_TYPES, { error: 'Partner type is required' }),
  message: longText('Message'),
  language: languageField,
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type PartnerInquiryBody = z.infer<typeof partnerInquiryBody>;
export type PartnerInquiryInput = z.input<typeof partnerInquiryBody>;

export const contactMessageBody = z.object({
  name: requiredText('Name'),
  email: emailField,
  role: z._default(
    z.union([z.enum(CONTACT_ROLES), z.literal('')], { error: 'Role is not one of the listed roles' }),
    '',
  ),
  organization: optionalText('Organization'),
  message: longText('Message'),
  language: languageField,
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;
export type ContactMessageInput = z.input<typeof contactMessageBody>;
