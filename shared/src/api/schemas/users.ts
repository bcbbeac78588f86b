import * as z from 'zod/mini';
import { BOOKRX_BIO_MAX_LENGTH, PUERTO_RICO_REGIONS } from '../../domain/bookrx-profile';
import { DOCUMENT_TYPES, GLOBAL_ROLES, LANGUAGES, MODULES, ORG_ROLES } from '../../domain/constants';
import { PASSWORD_REQUIRED_MESSAGE, PASSWORD_RULES } from '../../domain/password';
import { emailField, languageField, optionalText, personNameField, requiredText } from './common';
import { pendingNameChangeRecord } from './name-changes';
import { notificationPreferences } from './notification-preferences';

/** The spec's password rule (shared/src/domain/password.ts); the first broken rule's message is shown. */
export const passwordField = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .check(
    z.minLength(1, { error: PASSWORD_REQUIRED_MESSAGE }),
    ...PASSWORD_RULES.map((rule) => z.refine<string>((value) => value.length === 0 || rule.test(value), rule.message)),
    z.maxLength(256, { error: 'Password must be at most 256 characters' }),
  );

export const registerBody = z.object({
  firstName: personNameField('First name'),
  lastName: personNameField('Last name'),
  email: emailField,
  password: passwordField,
  phone: requiredText('Phone', 40),
  accountType: z._default(z.literal('pharmacist'), 'pharmacist'),
  licenseNumber: z.optional(optionalText('License number', 64)),
  /** The visitor's language at registration: the language of the account's e-mails (default en). */
  language: z.optional(languageField),
});
export type RegisterBody = z.output<typeof registerBody>;

export const organizationMembership = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ORG_ROLES),
  activeModules: z.array(z.enum(MODULES)),
  verified: z.boolean(),
  canSubscribe: z.boolean(),
});

export const emailCodeStatus = z.object({
  expiresAt: z.string(),
  attemptsLeft: z.number(),
  resendAvailableAt: z.string(),
});

export const userProfile = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  luniaId: z.string(),
  globalRole: z.enum(GLOBAL_ROLES),
  userType: z.string(),
  verified: z.boolean(),
  verificationStatus: z.string(),
  activeModules: z.array(z.enum(MODULES)),
  /** A presigned GET (about an hour); refresh it with POST /api/profile/photo/refresh. */
  profilePhotoUrl: z.nullable(z.string()),
  createdAt: z.string(),
  licenseNumber: z.optional(z.string()),
  /** Language of the account's e-mails (en/es). */
  language: z.optional(z.enum(LANGUAGES)),
  /** The e-mail language and the optional e-mails received (PUT /api/account/notification-preferences). */
  notificationPreferences: z.optional(notificationPreferences),
  /** Last time the user was seen (profile load or context change), ISO; null if never. */
  lastLogin: z.optional(z.nullable(z.string())),
  /**
   * The last photo upload: 'pending' until the upload check has run, 'rejected' with the reason
   * (the spec's message) when the file was refused, null otherwise.
   */
  profilePhotoStatus: z.optional(
    z.nullable(z.object({ state: z.enum(['pending', 'rejected']), reason: z.optional(z.string()) })),
  ),
  /** The current e-mail is proven (a code sent to it was confirmed, or an invitation link sent to it was used). */
  emailVerified: z.optional(z.boolean()),
  /** A new e-mail waiting for its code: the e-mail stays `email` until the code is confirmed. */
  pendingEmail: z.optional(z.nullable(z.string())),
  /**
   * The code sent to `pendingEmail` (or, without one, to the unproven `email`): when it expires, the
   * tries left, and from when another code may be requested. Null when no code is outstanding.
   */
  emailCode: z.optional(z.nullable(emailCodeStatus)),
  /**
   * The legal name is locked (issue 38): a credential of the person was approved (or they were
   * verified), so a new first or last name is requested for review (POST /api/profile/name-change).
   */
  nameLocked: z.optional(z.boolean()),
  /** The new legal name waiting for Lunia's review; null when none. */
  pendingNameChange: z.optional(z.nullable(pendingNameChangeRecord)),
});

export const profileResponse = z.object({ user: userProfile, orgs: z.array(organizationMembership) });
/** GET /api/profile (the web's session check) also says what the session still needs. */
/** A required document whose expiry date has passed: access falls back as if it were missing (§4, issue 14). */
export const expiredDocument = z.object({
  documentId: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  expiresOn: z.string(),
});
export const sessionProfileResponse = z.extend(profileResponse, {
  /** The caller's required documents that have expired (empty when none): the reason access fell back. */
  expiredRequiredDocuments: z.array(expiredDocument),
  /** An admin account without an authenticator app: the back office is refused until it enrols one. */
  mfaEnrolmentRequired: z.boolean(),
});
/**
 * Every registration's answer (issue 25), the same whether or not the address already had an account:
 * the account, if one was created, waits for the code e-mailed to `email` (confirmRegistration).
 */
export const registerResponse = z.object({ message: z.string(), email: z.string() });

/**
 * The names are checked by the name rule (shared/src/domain/names.ts) when they change: the update
 * use case knows the stored name, which may predate the rule and is sent back unchanged with the phone.
 */
export const updateProfileBody = z.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  /**
   * Absent = unchanged. A new address must be free; it takes effect (and becomes the sign-in e-mail)
   * only once the 6-digit code sent to it is confirmed (POST /api/profile/email-verification/confirm).
   */
  email: z.optional(emailField),
  phone: requiredText('Phone', 40),
});

/**
 * The e-mail part of the profile, as the e-mail verification routes answer (the rest of the
 * profile is unchanged by them): the web merges it into the profile it holds.
 */
export const emailStatusResponse = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  pendingEmail: z.nullable(z.string()),
  emailCode: z.nullable(emailCodeStatus),
});

/** The 6-digit code of an e-mail verification, as typed (spaces around it are ignored). */
export const confirmEmailVerificationBody = z.object({
  code: z
    .string({ error: 'Code is required' })
    .check(
      z.trim(),
      z.maxLength(6, { error: 'The code has 6 digits' }),
      z.regex(/^\d{6}$/, { error: 'The code has 6 digits' }),
    ),
});

/**
 * Confirming a registration with the code e-mailed to its address (issue 25) and the password chosen
 * at registration (issue 38: the account is created then, with it). The password is only compared
 * with the registration's, so its rules are not checked again here.
 */
export const confirmRegistrationBody = z.object({
  email: emailField,
  code: confirmEmailVerificationBody.shape.code,
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .check(
      z.minLength(1, { error: PASSWORD_REQUIRED_MESSAGE }),
      z.maxLength(256, { error: 'Password must be at most 256 characters' }),
    ),
});
export const resendRegistrationCodeBody = z.object({ email: emailField });
/** The same answer whether or not the address has an account waiting (resend), or the confirmed address. */
export const registrationCodeResponse = z.object({ message: z.string(), email: z.string() });
/**
 * A resend's answer (issue 40): whether a new code was issued and from when the next may be asked
 * for, the same for every address (a send is recorded whether or not anyone registered it).
 */
export const resendRegistrationCodeResponse = z.object({
  message: z.string(),
  email: z.string(),
  codeSent: z.boolean(),
  nextCodeAt: z.string(),
});

export const photoUploadBody = z.object({
  contentType: z.enum(['image/jpeg', 'image/png'], { error: 'File must be JPEG or PNG' }),
  size: z
    .number()
    .check(z.int(), z.minimum(1), z.maximum(5 * 1024 * 1024, { error: 'File size must be less than 5MB' })),
});
export const photoUploadResponse = z.object({
  /** POST the file as multipart/form-data to `url`: every field of `fields` first, then `file`. */
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
  /** When the upload slot expires (ISO). */
  expiresAt: z.optional(z.string()),
});
export const photoUrlResponse = z.object({ photoUrl: z.nullable(z.string()) });

export const contextChangeBody = z.object({
  activeOrgId: z.nullable(z.string().check(z.maxLength(64))),
  platform: z.literal('website'),
  timestamp: z.string().check(z.maxLength(40)),
});

export const userStatsResponse = z.object({
  stats: z.object({
    activeOrganizations: z.number(),
    pendingDocuments: z.number(),
    approvedDocuments: z.number(),
    invitations: z.number(),
    totalEarnings: z.number(),
    completedShifts: z.number(),
  }),
});

export const bookrxProfile = z.object({
  isApproved: z.boolean(),
  totalShifts: z.number(),
  totalEarnings: z.number(),
  rating: z.number(),
  completedShifts: z.number(),
  /** What the pharmacist tells pharmacies about themselves on BookRx ('' when not written). */
  bio: z.string(),
  /** The Puerto Rico regions where they prefer to take shifts. */
  preferredRegions: z.array(z.enum(PUERTO_RICO_REGIONS)),
});
export const bookrxProfileResponse = z.object({ profile: bookrxProfile });
/** Either field may be left out (unchanged). */
export const updateBookrxProfileBody = z.object({
  bio: z.optional(
    z
      .string({ error: 'Bio must be text' })
      .check(
        z.trim(),
        z.maxLength(BOOKRX_BIO_MAX_LENGTH, { error: `Bio must be at most ${BOOKRX_BIO_MAX_LENGTH} characters` }),
      ),
  ),
  preferredRegions: z.optional(
    z
      .array(z.enum(PUERTO_RICO_REGIONS, { error: 'Unknown region' }), { error: 'Preferred regions must be a list' })
      .check(
        z.maxLength(PUERTO_RICO_REGIONS.length, { error: 'Each region may be listed once' }),
        z.refine((regions) => new Set(regions).size === regions.length, { error: 'Each region may be listed once' }),
      ),
  ),
});

/**
 * Whether the account has an authenticator app (Cognito shows TOTP verified) and since when it was
 * recorded; not enrolled yet is an answer, not an error (the web asks right after enrolling).
 */
export const mfaEnrolmentResponse = z.object({ mfaEnrolled: z.boolean(), mfaEnrolledAt: z.nullable(z.string()) });
