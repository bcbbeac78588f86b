import * as z from 'zod/mini';
import { INVITE_ROLES, MODULES } from '../../domain/constants';
import { emailField, optionalLongText, optionalText, requiredText } from './common';
import { organizationMembership } from './users';

export const createOrganizationBody = z.object({
  name: requiredText('Organization name'),
  pharmacyLicenseNumber: requiredText('Pharmacy license number', 64),
  address: requiredText('Address'),
  city: requiredText('City', 100),
  state: z._default(requiredText('State', 2), 'PR'),
  zipCode: requiredText('ZIP code', 10),
  contactEmail: emailField,
  einNumber: optionalText('EIN', 20),
  phone: requiredText('Phone number', 40),
  website: optionalText('Website'),
  description: optionalLongText('Description'),
  modules: z._default(z.array(z.enum(MODULES)).check(z.maxLength(4)), []),
});
export const updateOrganizationBody = z.partial(createOrganizationBody);

export const organizationRecord = z.object({
  id: z.string(),
  name: z.string(),
  pharmacyLicenseNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  contactEmail: z.string(),
  einNumber: z.string(),
  phone: z.string(),
  website: z.string(),
  description: z.string(),
  verified: z.boolean(),
  canSubscribe: z.boolean(),
  activeModules: z.array(z.enum(MODULES)),
  unlimitedLocations: z.boolean(),
  createdAt: z.string(),
});
export const organizationResponse = z.object({ org: organizationRecord });
export const createOrganizationResponse = z.object({ message: z.string(), org: organizationRecord });
export const myOrganizationsResponse = z.object({ organizations: z.array(organizationMembership) });
export const approvalStatusResponse = z.object({
  organization: z.object({ id: z.string(), verified: z.boolean(), canSubscribe: z.boolean() }),
});
export const activateModulesBody = z.object({
  modules: z.array(z.enum(MODULES)).check(z.minLength(1), z.maxLength(4)),
  activateForFree: z.optional(z.boolean()),
  unlimitedLocations: z.optional(z.boolean()),
});

export const locationBody = z.object({
  name: requiredText('Name'),
  address: requiredText('Address'),
  city: requiredText('City', 100),
  state: requiredText('State', 2),
  zipCode: requiredText('ZIP code', 10),
  phone: optionalText('Phone', 40),
  email: z._default(z.union([emailField, z.literal('')]), ''),
  pharmacyLicense: optionalText('Pharmacy license', 64),
  isPrimary: z._default(z.boolean(), false),
});
export const locationRecord = z.extend(locationBody, { id: z.string() });
export const locationsResponse = z.object({ locations: z.array(locationRecord) });
export const locationResponse = z.object({ location: locationRecord });

export const createInviteBody = z.object({
  email: emailField,
  role: z._default(z.enum(INVITE_ROLES, { error: 'Role must be member, admin or manager' }), 'member'),
  message: optionalLongText('Message'),
});
export const inviteRecord = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED']),
  invitedAt: z.string(),
});
export const invitesQuery = z.object({ status: z.optional(z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'])) });
export const invitesResponse = z.object({ invites: z.array(inviteRecord) });
export const inviteResponse = z.object({ invite: inviteRecord });

export const checkoutSessionBody = z.object({
  modules: z.array(z.enum(MODULES)).check(z.minLength(1)),
});
export const checkoutSessionResponse = z.object({ url: z.string() });
