/**
 * Audit events (docs/data-model.md): `AUDIT#<targetType>#<targetId>` / `<at>#<eventId>`; GSI1
 * `ACTOR#<actorId>` for "what did this person do", GSI2 `AUDITLOG#<yyyy-mm>` for the audit log by
 * month, GSI3 `AUDITORG#<orgId>` for an organization's activity (all sorted by `<at>#<eventId>`).
 * Written in the same transaction as the change they record, so there is no change without its
 * audit event (and no event without it).
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AUDIT_LOG_ACTIONS, AUDIT_TARGET_TYPES } from '@lunia/shared/api/schemas/admin-audit';
import type { AUDIT_ACTIONS } from '@lunia/shared/api/schemas/documents';
import { batchGetItems } from './batch-get';
import { db, putNewItem, tableName } from './client';
import { auditEventKeys, documentKeys, withoutKeys } from './keys';
import type { TransactItem } from './transactions';

export const AUDIT_EVENT_ENTITY = 'AuditEvent';

export type AuditTargetType =
  | 'DOCUMENT'
  | 'USER'
  | 'ORG'
  | 'REMINDER_JOB'
  | 'EMAIL'
  | 'EXTENSION_ORDER'
  | 'CREDENTIAL_RULES';
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
  | 'binder_generated'
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
  | 'plan_canceled'
  | 'plan_changed'
  | 'payment_refunded'
  | 'organization_suspended'
  | 'organization_unsuspended'
  | 'ownership_transferred'
  | 'organization_deleted'
  | 'organization_change_requested'
  | 'organization_change_withdrawn'
  | 'organization_change_approved'
  | 'organization_change_rejected'
  | 'organization_approval_revoked';
/** Document reminders: the job an admin started (target REMINDER_JOB), and each recipient's reminder (target USER). */
export type ReminderAuditAction = 'reminder_job_created' | 'document_reminder_sent' | 'document_reminder_failed';
/** What happens to an account's access (target USER). */
/** `verification_revoked`: an approved licence was deleted or replaced, so verification fell back (§4). */
/** `bookrx_profile_updated`: the pharmacist changed their BookRx bio or preferred regions (changedFields). */
export type AccountAuditAction =
  | 'account_disabled'
  | 'account_enabled'
  /** An operator made the account a super admin (`npm run admin:create`, infra/ops/admin-account.ts). */
  | 'super_admin_granted'
  | 'mfa_enrolled'
  /** The person changed their password, or ended every session (issue 25): actor and target are the person. */
  | 'password_changed'
  | 'signed_out_everywhere'
  | 'verification_revoked'
  | 'bookrx_profile_updated'
  /** The person downloaded their data (issue 25); actor and target are the person. */
  | 'data_exported'
  /** The person deleted their account (issue 25): the actor is the pseudonym their events now carry. */
  | 'account_deleted'
  /** A new legal name (issue 38): asked for or withdrawn by the person, approved or rejected by a super admin. */
  | 'name_change_requested'
  | 'name_change_withdrawn'
  | 'name_change_approved'
  | 'name_change_rejected';
/** An address lifted from the e-mail suppression list by a super admin (target EMAIL, the address). */
export type MailAuditAction = 'email_suppression_lifted';
/** The pharmacist recorded or deleted a continuing-education activity (target USER, the owner; issue 27). */
export type ContinuingEducationAuditAction = 'ce_activity_recorded' | 'ce_activity_deleted';
/** A person's employer verification links (target USER, the owner; issue 27): `reason` holds the link's label. */
export type VerificationLinkAuditAction =
  | 'verification_link_created'
  | 'verification_link_revoked'
  | 'verification_viewed';
/** A super admin recorded an extension order (target EXTENSION_ORDER, the order number; issue 27). */
export type ExtensionOrderAuditAction = 'extension_order_recorded';
/** A super admin changed or reset a credential type's rules (target CREDENTIAL_RULES, the type; issue 27). */
export type CredentialRulesAuditAction = 'credential_rules_updated';
export type AuditAction =
  | CredentialRulesAuditAction
  | ExtensionOrderAuditAction
  | DocumentAuditAction
  | MailAuditAction
  | ContinuingEducationAuditAction
  | 'approved_for_bookrx'
  | OrganizationAuditAction
  | ReminderAuditAction
  | AccountAuditAction
  | VerificationLinkAuditAction;
export type AuditActorRole = 'owner' | 'member' | 'admin' | 'system';

/** The audit log's list of actions and target types (shared, for the API and the web) is exactly these unions. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyActionListed: Same<AuditAction, (typeof AUDIT_LOG_ACTIONS)[number]> = true;
const everyTargetTypeListed: Same<AuditTargetType, (typeof AUDIT_TARGET_TYPES)[number]> = true;
void everyActionListed;
void everyTargetTypeListed;

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
  /** Set on events of a document (since issue 23): its type, which stays readable after the document is deleted. */
  documentType?: string;
  /** Set on events of a document (since issue 27): its owner, whose review trail (GSI4) holds its decisions. */
  documentOwnerType?: 'USER' | 'ORG';
  documentOwnerId?: string;
  /**
   * The organization the event concerns: set by the writer on events of an organization's
   * documents; `toItem` sets it on every ORG event. Puts the event in the organization's activity (GSI3).
   */
  orgId?: string;
  /** Set on an organization's location events: the location concerned, and its name at the time (since docs/decisions/0152-location-events-name-the-location.md). */
  locationId?: string;
  locationName?: string;
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
  /** Set on verification-link events: the link concerned (never its token). */
  linkId?: string;
}

export const SYSTEM_ACTOR = 'system';

export function newAuditEvent(
  fields: Omit<AuditEvent, 'id' | 'reason' | 'fileName' | 'actorName'> & Partial<AuditEvent>,
): AuditEvent {
  return { id: randomUUID(), reason: null, fileName: null, actorName: null, ...fields };
}

/** The review decisions of a document: its part of the inspection binder's trail (issue 27). */
export const REVIEW_DECISIONS: ReadonlySet<AuditAction> = new Set<AuditAction>([
  'approved',
  'denied',
  'file_rejected',
  'expiry_corrected',
  'expiry_extended',
]);

/** The actions an owner's review trail holds: the decisions and the creation (the index backfill's candidates too). */
export const inOwnerTrail = (action: AuditAction): boolean =>
  REVIEW_DECISIONS.has(action) || action === 'upload_requested';

/**
 * GSI4 `DOCTRAIL#<ownerType>#<ownerId>` / `<at>#<eventId>`: an owner's review trail, the decisions on
 * their documents and each document's creation (`upload_requested` at its `createdAt`, which tells a
 * reader that every event of that document is in the trail: data/document-trail.ts). Only events that
 * name their document's owner are in it (written since issue 27).
 */
function trailIndex(event: AuditEvent) {
  const { documentOwnerType: type, documentOwnerId: id } = event;
  if (!type || !id || !inOwnerTrail(event.action)) return {};
  return { GSI4PK: auditEventKeys.trailPartition(type, id), GSI4SK: auditEventKeys.sortKey(event.at, event.id) };
}

export function toItem(event: AuditEvent) {
  const orgId = event.orgId ?? (event.targetType === 'ORG' ? event.targetId : undefined);
  const stored = orgId ? { ...event, orgId } : event;
  return {
    ...auditEventKeys.item(event.targetType, event.targetId, event.at, event.id),
    ...auditEventKeys.indexes(stored),
    ...trailIndex(event),
    entity: AUDIT_EVENT_ENTITY,
    ...stored,
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

/**
 * The type of each document still in the table (one BatchGetItem per 100), for the events written
 * before they recorded it; deleted documents are absent.
 */
export async function documentTypesOf(documentIds: readonly string[]): Promise<Map<string, string>> {
  const items = await batchGetItems([...new Set(documentIds)].map(documentKeys.item), {
    expression: 'id, #type',
    names: { '#type': 'type' },
  });
  return new Map(items.map((item) => [String(item.id), String(item.type)]));
}

/** One partition of the audit log: an actor's events (GSI1), a month's (GSI2, `YYYY-MM`), an organization's (GSI3). */
export type AuditLogPartition =
  | { kind: 'actor'; actorId: string }
  | { kind: 'month'; month: string }
  | { kind: 'organization'; orgId: string };

function auditLogIndexOf(partition: AuditLogPartition): { index: 'GSI1' | 'GSI2' | 'GSI3'; value: string } {
  switch (partition.kind) {
    case 'actor':
      return { index: 'GSI1', value: auditEventKeys.actorPartition(partition.actorId) };
    case 'month':
      return { index: 'GSI2', value: auditEventKeys.monthPartition(partition.month) };
    case 'organization':
      return { index: 'GSI3', value: auditEventKeys.organizationPartition(partition.orgId) };
  }
}

export interface AuditLogRead {
  partition: AuditLogPartition;
  /** Sort keys (`<at>#<eventId>`) from `from` up to `to`, both inclusive... */
  from: string;
  to: string;
  /** ...and strictly below this one (the last key of the page before). */
  below?: string | undefined;
  action?: AuditAction | undefined;
  targetType?: AuditTargetType | undefined;
  /** Matching events wanted. */
  want: number;
  /** Items examined at most (a filter may drop most of them). */
  budget: number;
}

export interface AuditLogReadResult {
  events: AuditEvent[];
  examined: number;
  /** Set when the partition was not read to its end: the next read continues below this sort key. */
  resumeBelow?: string;
}

/**
 * Newest first, the events of one index partition within a key range, optionally of one action and
 * target type (FilterExpression), reading at most `budget` items: a Query per DynamoDB page, never
 * more than needed for `want` events.
 */
export async function queryAuditLog(read: AuditLogRead): Promise<AuditLogReadResult> {
  const { index, value: partition } = auditLogIndexOf(read.partition);
  const to = read.below !== undefined && read.below < read.to ? read.below : read.to;
  const filters: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': partition, ':from': read.from, ':to': to };
  if (read.action) {
    filters.push('#action = :action');
    names['#action'] = 'action';
    values[':action'] = read.action;
  }
  if (read.targetType) {
    filters.push('targetType = :targetType');
    values[':targetType'] = read.targetType;
  }
  const sortKeyOf = (item: Record<string, unknown>) => String(item[`${index}SK`]);
  const items: Record<string, unknown>[] = [];
  let examined = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  if (read.from > to) return { events: [], examined };
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}PK = :pk AND ${index}SK BETWEEN :from AND :to`,
        ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
        ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        // One more than wanted: the key `below` itself comes back when it is `to`, and is dropped.
        Limit: Math.min(filters.length > 0 ? 100 : read.want - items.length + 1, read.budget - examined),
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []).filter((item) => sortKeyOf(item) !== read.below));
    examined += page.ScannedCount ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < read.want && examined < read.budget);
  const shown = items.slice(0, read.want);
  const events = shown.map((item) => withoutKeys(item) as unknown as AuditEvent);
  const last = shown.at(-1);
  if (items.length > read.want || (items.length === read.want && ExclusiveStartKey && last)) {
    return { events, examined, resumeBelow: sortKeyOf(last as Record<string, unknown>) };
  }
  if (ExclusiveStartKey) return { events, examined, resumeBelow: String(ExclusiveStartKey[`${index}SK`]) };
  return { events, examined };
}
