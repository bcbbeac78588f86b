import * as z from 'zod/mini';
import { MAX_LONG_TEXT, MAX_SHORT_TEXT, MODULES } from '../../domain/constants';
import { OPENABLE_MODULES } from '../../domain/module-access';
import { stateCodeField } from './address';
import { idParam, nameRule, requiredText } from './common';
import { expiredDocument, organizationMembership } from './users';

/** Server messages of organization creation (portal-and-admin §8); the web shows them translated. */
export const ORGANIZATION_NAME_INVALID_MESSAGE = 'Organization name is required. Please provide a valid name.';
export const PHARMACY_LICENSE_INVALID_MESSAGE = 'Invalid pharmacy license number. Please check and try again.';
export const CONTACT_EMAIL_INVALID_MESSAGE = 'Invalid email address. Please provide a valid contact email.';
export const ORGANIZATION_CREATED_MESSAGE = 'Organization created successfully.';
/** Licence numbers are letters and digits, with spaces, dots, dashes, slashes or # between them. */
export const PHARMACY_LICENSE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./#-]*$/;

/** A trimmed text field whose every failure (missing, blank, too long, bad format) has one message. */
const textWithMessage = (message: string, max: number, pattern?: RegExp) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: message }),
      ...(pattern ? [z.regex(pattern, { error: message })] : []),
    );

/** Optional text without a default (the update leaves an absent field as it is; create defaults it to ''). */
const boundedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .check(z.trim(), z.maxLength(max, { error: `${label} must be at most ${max} characters` }));

const stateCode = stateCodeField;

/** Optional contact e-mail: empty, or a valid address. */
const contactEmailField = z.union(
  [
    z.literal(''),
    z
      .string({ error: CONTACT_EMAIL_INVALID_MESSAGE })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(254, { error: CONTACT_EMAIL_INVALID_MESSAGE }),
        z.email({ error: CONTACT_EMAIL_INVALID_MESSAGE }),
      ),
  ],
  { error: CONTACT_EMAIL_INVALID_MESSAGE },
);

/** The organization's editable fields, without defaults (the update body is these, each optional). */
const organizationFields = {
  /** An update's new name is checked against the name rule by the use case, which knows the stored one. */
  name: textWithMessage(ORGANIZATION_NAME_INVALID_MESSAGE, MAX_SHORT_TEXT),
  pharmacyLicenseNumber: textWithMessage(PHARMACY_LICENSE_INVALID_MESSAGE, 64, PHARMACY_LICENSE_PATTERN),
  address: requiredText('Address'),
  city: requiredText('City', 100),
  state: stateCode,
  zipCode: requiredText('ZIP code', 10),
  contactEmail: contactEmailField,
  einNumber: boundedText('EIN', 20),
  phone: requiredText('Phone number', 40),
  website: boundedText('Website', MAX_SHORT_TEXT),
  description: boundedText('Description', MAX_LONG_TEXT),
  /** The modules the organization is interested in; they become active only once it is verified (§4). */
  modules: z
    .array(z.enum(MODULES, { error: 'Modules must be among bookrx, shift, core and vault' }))
    .check(z.maxLength(4)),
};

export const createOrganizationBody = z.object({
  ...organizationFields,
  /** A business name (shared/src/domain/names.ts): no link, address or formula. */
  name: organizationFields.name.check(nameRule('business', 'Organization name')),
  state: z._default(stateCode, 'PR'),
  contactEmail: z._default(contactEmailField, ''),
  einNumber: z._default(organizationFields.einNumber, ''),
  website: z._default(organizationFields.website, ''),
  description: z._default(organizationFields.description, ''),
  modules: z._default(organizationFields.modules, []),
});
/** Any subset of the fields; absent fields are left as they are (at least one is required). */
export const updateOrganizationBody = z.partial(z.object(organizationFields));

/** The fields whose change on a verified organization waits for an admin's approval (issue 24). */
export const REVIEWED_ORGANIZATION_FIELDS = ['name', 'pharmacyLicenseNumber'] as const;
export type ReviewedOrganizationField = (typeof REVIEWED_ORGANIZATION_FIELDS)[number];

/** A held change: the proposed values, and when it was asked for. */
export const pendingChangeRecord = z.object({
  name: z.optional(z.string()),
  pharmacyLicenseNumber: z.optional(z.string()),
  requestedAt: z.string(),
});

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
  /** The modules its members may open now, by the access rule (shared/src/domain/organization-module-state.ts). */
  openModules: z.array(z.enum(OPENABLE_MODULES)),
  /** The modules asked for at creation (or since); not active until the organization is verified. */
  requestedModules: z.array(z.enum(MODULES)),
  unlimitedLocations: z.boolean(),
  /** Locations the active paid plan covers (issue 12); absent without an active plan. */
  planLocations: z.optional(z.number()),
  /** Suspended by Lunia (issue 24): its modules do not open; the reason and when are shown to members. */
  suspended: z.boolean(),
  suspendedReason: z.optional(z.string()),
  suspendedAt: z.optional(z.string()),
  /**
   * A change of the legal name or licence number of a verified organization, held for Lunia's review
   * (issue 24): the proposed values only; until approved the record's own values stay.
   */
  pendingChange: z.optional(pendingChangeRecord),
  createdAt: z.string(),
});
export const organizationResponse = z.object({ org: organizationRecord });
/**
 * GET /api/organizations/{orgId}: the record plus its required documents whose expiry date has passed
 * (issue 14; the reason the organization's access fell back). Same shape as the profile's list.
 */
export const organizationDetailResponse = z.object({
  org: z.extend(organizationRecord, { expiredRequiredDocuments: z.array(expiredDocument) }),
});
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

/** Transfer of ownership (issue 24): the member, other than the caller, who becomes the owner. */
export const transferOwnershipBody = z.object({ userId: idParam('User id') });
