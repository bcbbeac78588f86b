import * as z from 'zod/mini';
import { GLOBAL_ROLES, MODULES, ORG_ROLES, PASSWORD_MIN_LENGTH } from '../../domain/constants';
import { emailField, optionalText, requiredText } from './common';

export const registerBody = z.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, { error: 'Password is required' }),
      z.minLength(PASSWORD_MIN_LENGTH, { error: 'Password must be at least 8 characters long' }),
      z.maxLength(256, { error: 'Password must be at most 256 characters' }),
    ),
  phone: requiredText('Phone', 40),
  accountType: z._default(z.literal('pharmacist'), 'pharmacist'),
  licenseNumber: z.optional(optionalText('License number', 64)),
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
  profilePhotoUrl: z.nullable(z.string()),
  createdAt: z.string(),
});

export const profileResponse = z.object({ user: userProfile, orgs: z.array(organizationMembership) });
export const registerResponse = z.object({ message: z.string(), user: userProfile });

export const updateProfileBody = z.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: emailField,
  phone: requiredText('Phone', 40),
});

export const photoUploadBody = z.object({
  contentType: z.enum(['image/jpeg', 'image/png'], { error: 'File must be JPEG or PNG' }),
  size: z
    .number()
    .check(z.int(), z.minimum(1), z.maximum(5 * 1024 * 1024, { error: 'File size must be less than 5MB' })),
});
export const photoUploadResponse = z.object({
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
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
