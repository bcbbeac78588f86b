/**
 * "Download my data" (issues 25 and 43): the export's full shape, field by field. It is the route's
 * response schema, docs/export-schema.json is generated from it (`npm run docs:api`), and the privacy
 * integration test validates a real export against that file. Every object is closed (no field beyond
 * those listed), so a new attribute stored about a person fails that test until it is described here.
 */
import * as z from 'zod/mini';
import { PUERTO_RICO_REGIONS } from '../../domain/bookrx-profile';
import { GLOBAL_ROLES, LANGUAGES, MODULES, ORG_ROLES } from '../../domain/constants';
import { OPTIONAL_EMAILS } from '../../domain/notification-preferences';
import { verificationLinkRecord } from './verification-links';

/** A schema with the description the JSON Schema carries. */
function described<S extends z.ZodMiniType>(schema: S, description: string): S {
  z.globalRegistry.add(schema as z.core.$ZodType, { description });
  return schema;
}

/** An ISO 8601 instant in UTC (`2026-11-28T14:03:00.000Z`). */
const instant = z.iso.datetime();
/** A calendar date (`2027-01-31`). */
const day = z.iso.date();

export const exportedProfile = z.object({
  id: described(z.string(), 'The account id'),
  email: described(z.string(), 'The sign-in e-mail address'),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  licenseNumber: z.string(),
  luniaId: described(z.string(), 'The Lunia ID'),
  globalRole: z.enum(GLOBAL_ROLES),
  userType: z.enum(['PHARMACIST', 'PHARMACY_OWNER']),
  verified: z.boolean(),
  verificationStatus: z.enum(['NOT_SUBMITTED', 'PENDING', 'VERIFIED']),
  activeModules: z.array(z.enum(MODULES)),
  profilePhotoKey: described(z.nullable(z.string()), 'Where the profile photo is stored, null without one'),
  createdAt: instant,
  emailVerified: described(z.boolean(), 'Whether the current e-mail address is proven'),
  language: described(z.optional(z.enum(LANGUAGES)), "The language of the account's e-mails"),
  emailOptOuts: described(z.optional(z.array(z.enum(OPTIONAL_EMAILS))), 'The optional e-mails switched off'),
  pendingPhotoKey: described(z.optional(z.string()), 'A photo upload not checked yet'),
  photoRejection: z.optional(z.object({ key: z.string(), reason: z.string(), at: instant })),
  accountDisabled: z.optional(z.boolean()),
  deletionStartedAt: z.optional(instant),
  identityLockedAt: described(z.optional(instant), 'Since when the legal name changes only through review'),
  pendingNameChange: described(
    z.optional(z.object({ firstName: z.string(), lastName: z.string(), reason: z.string(), requestedAt: instant })),
    'A new legal name asked for, held for review',
  ),
  lastSeenAt: z.optional(instant),
  lastContext: z.optional(z.object({ orgId: z.nullable(z.string()), platform: z.string(), at: instant })),
  documentExpiry: described(
    z.optional(z.record(z.string(), z.object({ documentId: z.string(), expiresOn: day }))),
    'Per document type: the document whose expiry is tracked, and its date',
  ),
});

export const exportedMembership = z.object({
  orgId: z.string(),
  organizationName: z.nullable(z.string()),
  role: z.enum(ORG_ROLES),
  joinedAt: instant,
});

export const exportedDocument = z.object({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  fileNumber: z.number(),
  uploadedAt: instant,
  expiresOn: z.nullable(day),
  /** A short-lived GET link of the current file (see `linksExpireAt`), null when there is no accepted file. */
  downloadUrl: described(z.nullable(z.string()), 'A link to the current file until `linksExpireAt`; null without one'),
});

export const exportedActivity = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  provider: z.string(),
  hours: z.number(),
  completedOn: day,
  createdAt: instant,
});

export const exportedBookrxProfile = z.object({
  bio: z.string(),
  preferredRegions: z.array(z.enum(PUERTO_RICO_REGIONS)),
  updatedAt: z.nullable(instant),
});

/** A location of an organization where the person is named pharmacist in charge. */
export const exportedInChargeLocation = z.object({
  orgId: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  since: described(z.string(), 'When the person was named'),
});

/** An audit event as stored, without the owner of the document it concerns. */
export const exportedAuditEvent = z.object({
  id: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  at: instant,
  action: z.string(),
  actorId: described(z.string(), 'Who acted: a user id, or `system`'),
  actorRole: z.string(),
  actorName: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  fileName: z.nullable(z.string()),
  documentId: z.optional(z.string()),
  documentType: z.optional(z.string()),
  orgId: z.optional(z.string()),
  locationId: z.optional(z.string()),
  inviteId: z.optional(z.string()),
  memberId: z.optional(z.string()),
  fromRole: z.optional(z.string()),
  toRole: z.optional(z.string()),
  changedFields: z.optional(z.array(z.string())),
  modules: z.optional(z.array(z.string())),
  jobId: z.optional(z.string()),
  language: z.optional(z.string()),
  recipients: z.optional(z.number()),
  paymentId: z.optional(z.string()),
  amountCents: z.optional(z.number()),
  locations: z.optional(z.number()),
  providerEventId: z.optional(z.string()),
  linkId: z.optional(z.string()),
});

/** Everything Lunia holds about the caller, as one JSON document (the web saves it as a file). */
export const exportMyDataResponse = z.object({
  exportedAt: instant,
  /** When the documents' download links stop working. */
  linksExpireAt: instant,
  profile: exportedProfile,
  memberships: z.array(exportedMembership),
  documents: z.array(exportedDocument),
  continuingEducation: z.array(exportedActivity),
  bookrxProfile: z.nullable(exportedBookrxProfile),
  verificationLinks: described(
    z.array(verificationLinkRecord),
    'Every employer verification link the person made that the table still holds (90 days past expiry), newest first: label, state, created, expires, views',
  ),
  pharmacistInCharge: z.array(exportedInChargeLocation),
  auditEvents: described(
    z.array(exportedAuditEvent),
    'Every audit event with the person as actor or as subject (their account and their documents), newest first',
  ),
});
export type ExportMyDataResponse = z.infer<typeof exportMyDataResponse>;
