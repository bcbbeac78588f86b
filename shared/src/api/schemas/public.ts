import * as z from 'zod/mini';
import { BETA_PRODUCTS, CONTACT_ROLES, PARTNER_TYPES, PHARMACY_TYPES } from '../../domain/constants';
import { emailField, languageField, longText, optionalLongText, optionalText, requiredText } from './common';

/**
 * The bot check of the public forms, without third-party scripts: a short-lived challenge signed by
 * the API (GET /api/public/form-challenge), a proof of work on it (SHA-256 of `challenge:nonce` with
 * `difficulty` leading zero bits) found by the browser, sent with the form and accepted once.
 */
export const formChallengeResponse = z.object({
  /** Opaque to the client; carries its own issue time, expiry and difficulty, covered by the signature. */
  challenge: z.string(),
  /** Leading zero bits the SHA-256 of `challenge:nonce` must have. */
  difficulty: z.number(),
  /** Milliseconds since the epoch (server clock). */
  issuedAt: z.number(),
  expiresAt: z.number(),
  /** The API does not accept a proof before this many milliseconds after issue (a person takes longer to fill a form). */
  minAgeMs: z.number(),
  signature: z.string(),
});
export type FormChallenge = z.infer<typeof formChallengeResponse>;

const proofText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.minLength(1, { error: `${label} is required` }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
    );

export const formProof = z.object(
  {
    challenge: proofText('Form check challenge', 200),
    nonce: proofText('Form check nonce', 32),
    signature: proofText('Form check signature', 100),
  },
  { error: 'The form check is missing. Please reload the page and try again.' },
);
export type FormProof = z.infer<typeof formProof>;

export const betaSignupForm = z.object({
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
export const betaSignupBody = z.extend(betaSignupForm, { proof: formProof });
export type BetaSignupBody = z.infer<typeof betaSignupBody>;
/** What the visitor fills in (the web form validates this; the proof is added when it is sent). */
export type BetaSignupInput = z.input<typeof betaSignupForm>;

export const partnerInquiryForm = z.object({
  name: requiredText('Name'),
  email: emailField,
  organization: requiredText('Organization'),
  role: requiredText('Role'),
  partnerType: z.enum(PARTNER_TYPES, { error: 'Partner type is required' }),
  message: longText('Message'),
  language: languageField,
  website: z.optional(z.string().check(z.maxLength(200))),
});
export const partnerInquiryBody = z.extend(partnerInquiryForm, { proof: formProof });
export type PartnerInquiryBody = z.infer<typeof partnerInquiryBody>;
export type PartnerInquiryInput = z.input<typeof partnerInquiryForm>;

export const contactMessageForm = z.object({
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
export const contactMessageBody = z.extend(contactMessageForm, { proof: formProof });
export type ContactMessageBody = z.infer<typeof contactMessageBody>;
export type ContactMessageInput = z.input<typeof contactMessageForm>;

/**
 * The OpenAPI 3.1 description of the API (GET /api/openapi.json): docs/openapi.json, generated from the
 * route manifest by `npm run docs:api` (shared/src/api/openapi.ts). Its top level is checked here; the
 * whole document is checked by an OpenAPI validator in shared/src/api/openapi.test.ts.
 */
export const openApiDocumentResponse = z.looseObject({
  openapi: z.string().check(z.regex(/^3\.1\.\d+$/)),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({}),
});
