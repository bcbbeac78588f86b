/**
 * The audit log (issue 14): every recorded state change, for admins (/admin/audit) and, limited to
 * one organization, for its owner and admins (the Activity tab of /organization-admin).
 */
import * as z from 'zod/mini';
import { AUDIT_LOG_ACTIONS, type AuditLogAction, SYSTEM_ACTOR_ID } from '../../domain/audit-actions';
import { idParam, pageQuery } from './common';

export { AUDIT_LOG_ACTIONS, type AuditLogAction, SYSTEM_ACTOR_ID };

export const AUDIT_TARGET_TYPES = [
  'DOCUMENT',
  'USER',
  'ORG',
  'REMINDER_JOB',
  'EMAIL',
  'EXTENSION_ORDER',
  'CREDENTIAL_RULES',
] as const;
export type AuditLogTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Who acted: the owner, an organization owner/admin (`member`), a platform admin, or Lunia itself. */
export const AUDIT_ACTOR_ROLES = ['owner', 'member', 'admin', 'system'] as const;

/** Most rows a CSV export collects by paging through the list (the web says so when it stops there). */
export const AUDIT_EXPORT_MAX_ROWS = 5000;

const instant = (label: string) =>
  z.iso.datetime({ error: `${label} must be a date and time (ISO 8601, UTC)` }).check(z.maxLength(30));

const dateRange = {
  /** From this moment on (inclusive). */
  from: z.optional(instant('From')),
  /** Up to this moment (inclusive). */
  to: z.optional(instant('To')),
};

export const auditEventsQuery = z.extend(pageQuery, {
  actorId: z.optional(idParam('Actor')),
  targetType: z.optional(z.enum(AUDIT_TARGET_TYPES, { error: 'Target type is invalid' })),
  action: z.optional(z.enum(AUDIT_LOG_ACTIONS, { error: 'Action is invalid' })),
  ...dateRange,
});
export type AuditEventsQuery = z.output<typeof auditEventsQuery>;

export const organizationActivityQuery = z.extend(pageQuery, {
  action: z.optional(z.enum(AUDIT_LOG_ACTIONS, { error: 'Action is invalid' })),
  ...dateRange,
});

/** What else the event recorded, where it applies. */
export const auditEventDetails = z.object({
  fileName: z.optional(z.string()),
  documentId: z.optional(z.string()),
  locationId: z.optional(z.string()),
  /** The location's name when the event happened (events recorded before it was kept have none). */
  locationName: z.optional(z.string()),
  inviteId: z.optional(z.string()),
  memberId: z.optional(z.string()),
  fromRole: z.optional(z.string()),
  toRole: z.optional(z.string()),
  changedFields: z.optional(z.array(z.string())),
  modules: z.optional(z.array(z.string())),
  amountCents: z.optional(z.number()),
  locations: z.optional(z.number()),
  language: z.optional(z.string()),
  recipients: z.optional(z.number()),
});

export const auditEventRow = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_LOG_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /**
   * The target by name (issue 23): an organization's name, a person's name (`targetEmail` beside it),
   * a document's type (`targetDocumentType`, one of DOCUMENT_TYPES). Null where it is not known: a
   * reminder job, or a document deleted before its events recorded the type.
   */
  targetName: z.nullable(z.string()),
  targetEmail: z.nullable(z.string()),
  targetDocumentType: z.nullable(z.string()),
  /** The acting user's id, `system`, or null where the reader may not see it (a platform admin, to an organization). */
  actorId: z.nullable(z.string()),
  actorName: z.nullable(z.string()),
  actorRole: z.enum(AUDIT_ACTOR_ROLES),
  reason: z.nullable(z.string()),
  details: auditEventDetails,
});
export type AuditEventRow = z.output<typeof auditEventRow>;

/**
 * A page of events, newest first. A page may hold fewer than `limit` events and still have a
 * `nextCursor`: each request reads a bounded number of items, and a filter may have matched few.
 */
export const auditEventsResponse = z.object({
  events: z.array(auditEventRow),
  nextCursor: z.optional(z.string()),
});
