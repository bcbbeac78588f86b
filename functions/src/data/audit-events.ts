/**
 * Audit events (docs/data-model.md): `AUDIT#<targetType>#<targetId>` / `<at>#<eventId>`, and GSI1
 * `ACTOR#<actorId>` / `<at>` for "what did this person do". Written in the same transaction as the
 * change they record, so there is no change without its audit event (and no event without it).
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AUDIT_ACTIONS } from '@lunia/shared/api/schemas/documents';
import { db, putNewItem, tableName } from './client';
import { auditEventKeys, withoutKeys } from './keys';
import type { TransactItem } from './transactions';

export const AUDIT_EVENT_ENTITY = 'AuditEvent';

export type AuditTargetType = 'DOCUMENT' | 'USER' | 'ORG' | 'REMINDER_JOB';
/** What can happen to a document (the document timeline shows these). */
export type DocumentAuditAction = (typeof AUDIT_ACTIONS)[number];
/** What can happen to an organization and its locations (target ORG). */
export type OrganizationAuditAction =
  | 'organization_created'
  | 'organization_updated'
  | 'location_created'
  | 'location_updated'
  | 'location_deleted'
  | 'primary_location_changed'
  | 'organization_approved'
  | 'verification_revoked'
  | 'modules_activated'
  | 'member_role_changed'
  | 'member_removed'
  | 'invite_created'
  | 'invite_resent'
  | 'invite_cancelled'
  | 'invite_accepted'
  | 'invite_declined'
  | 'checkout_started'
  | 'plan_activated'
  | 'plan_renewed'
  | 'plan_payment_failed'
  | 'plan_canceled';
/** Document reminders: the job an admin started (target REMINDER_JOB), and each recipient's reminder (target USER). */
export type ReminderAuditAction = 'reminder_job_created' | 'document_reminder_sent' | 'document_reminder_failed';
/** What happens to an account's access (target USER). */
/** `verification_revoked`: an approved licence was deleted or replaced, so verification fell back (§4). */
export type AccountAuditAction = 'account_disabled' | 'account_enabled' | 'mfa_enrolled' | 'verification_revoked';
export type AuditAction =
  | DocumentAuditAction
  | 'approved_for_bookrx'
  | OrganizationAuditAction
  | ReminderAuditAction
  | AccountAuditAction;
export type AuditActorRole = 'owner' | 'member' | 'admin' | 'system';

export interface AuditEvent {
  id: string;
  targetType: AuditTargetType;
  targetId: string;
  at: string;
  action: AuditAction;
  /** User id of the actor, or `system` for the upload check. */
  actorId: string;
  actorRole: AuditActorRole;
  /** Name or e-mail of the actor at the time (admins see it on the timeline). */
  actorName: string | null;
  reason: string | null;
  fileName: string | null;
  /** Set on events of a document: the document's owner, so owner-scoped views need no join. */
  documentId?: string;
  /** Set on an organization's location events: the location concerned. */
  locationId?: string;
  /** Set on an organization's invite events: the invite concerned. */
  inviteId?: string;
  /** Set on an organization's team events: the member concerned (their user id). */
  memberId?: string;
  /** Set on team events: the member's role before, and after a role change. */
  fromRole?: string;
  toRole?: string;
  /** Set on update events: the fields that were changed. */
  changedFields?: string[];
  /** Set on module activations: the modules activated. */
  modules?: string[];
  /** Set on reminder events: the job, its e-mail language, and (on the job) how many recipients. */
  jobId?: string;
  language?: string;
  recipients?: number;
  /** Set on billing events: the payment concerned, its amount in cents, the plan's locations. */
  paymentId?: string;
  amountCents?: number;
  locations?: number;
  /** Set on billing events: the payment provider's event that caused the change. */
  providerEventId?: string;
}

export const SYSTEM_ACTOR = 'system';

export function newAuditEvent(
  fields: Omit<AuditEvent, 'id' | 'reason' | 'fileName' | 'actorName'> & Partial<AuditEvent>,
): AuditEvent {
  return { id: randomUUID(), reason: null, fileName: null, actorName: null, ...fields };
}

export function toItem(event: AuditEvent) {
  return {
    ...auditEventKeys.item(event.targetType, event.targetId, event.at, event.id),
    ...auditEventKeys.indexes(event),
    entity: AUDIT_EVENT_ENTITY,
    ...event,
  };
}

export function putAuditEvent(event: AuditEvent): TransactItem {
  return { Put: { TableName: tableName(), Item: toItem(event), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** Records one event on its own (when it documents a read, not a change). */
export async function recordAuditEvent(event: AuditEvent): Promise<void> {
  await putNewItem(toItem(event));
}

/** A target's events, newest first. */
export async function listAuditEvents(
  targetType: AuditTargetType,
  targetId: string,
  limit = 200,
): Promise<AuditEvent[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': auditEventKeys.targetPartition(targetType, targetId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => withoutKeys(item) as unknown as AuditEvent);
}
