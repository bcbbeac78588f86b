import * as z from 'zod/mini';
import { GLOBAL_ROLES, LANGUAGES, MODULES, ORG_ROLES } from '../../domain/constants';
import { PASSWORD_REQUIRED_MESSAGE, PASSWORD_RULES } from '../../domain/password';
import { emailField, languageField, optionalText, requiredText } from './common';

/** The spec's password rule (shared/src/domain/password.ts); the first broken rule's message is shown. */
export const passwordField = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .check(
    z.minLength(1, { error: PASSWORD_REQUIRED_MESSAGE }),
    ...PASSWORD_RULES.map((rule) => z.refine<string>((value) => value.length === 0 || rule.test(value), rule.message)),
    z.maxLength(256, { error: 'Password must be at most 256 characters' }),
  );

export const registerBody = z.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: emailField,
  password: passwordField,
  phone: requiredText('Phone', 40),
  accountType: z._default(z.literal('pharmacist'), 'pharmacist'),
  licenseNumber: z.optional(optionalText('License number', 64)),
  /** The visitor's language at registration: the language of the account's e-mails (default en). */
  language: z.optional(languageField),
});

export const organizationMembership = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ORG_ROLES),
  activeModules: z.array(z.enum(MODULES)),
  verified: z.boolean(),
  canSubscribe: z.boolean(),
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
  /** Last time the user was seen (profile load or context change), ISO; null if never. */
  lastLogin: z.optional(z.nullable(z.string())),
  /**
   * The last photo upload: 'pending' until the upload check has run, 'rejected' with the reason
   * (the spec's message) when the file was refused, null otherwise.
   */
  profilePhotoStatus: z.optional(
    z.nullable(z.object({ state: z.enum(['pending', 'rejected']), reason: z.optional(z.string()) })),
  ),
});

export const profileResponse = z.object({ user: userProfile, orgs: z.array(organizationMembership) });
export const registerResponse = z.object({ message: z.string(), user: userProfile });

export const updateProfileBody = z.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  /** Absent = unchanged. A new address must be free; it becomes the sign-in e-mail too. */
  email: z.optional(emailField),
  phone: requiredText('Phone', 40),
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

export const invitationSummary = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  role: z.string(),
  status: z.string(),
  invitedAt: z.string(),
  message: z.string(),
});
export const invitationsResponse = z.object({ invitations: z.array(invitationSummary) });

export const bookrxProfile = z.object({
  isApproved: z.boolean(),
  totalShifts: z.number(),
  totalEarnings: z.number(),
  rating: z.number(),
  completedShifts: z.number(),
});
export const bookrxProfileResponse = z.object({ profile: bookrxProfile });
export const updateBookrxProfileBody = z.object({
  bio: z.optional(z.string().check(z.maxLength(2000))),
  preferredRegions: z.optional(z.array(z.string().check(z.maxLength(80))).check(z.maxLength(20))),
});
export const accessUrlBody = z.object({ module: z._default(z.enum(MODULES), 'bookrx') });
export const accessUrlResponse = z.object({ accessUrl: z.string() });
