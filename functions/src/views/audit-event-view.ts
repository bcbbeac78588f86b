/** The API shape of an audit event, as a platform admin sees it and as an organization's owner/admin sees it. */
import type { AuditEventRow } from '@lunia/shared/api/schemas/admin-audit';
import type { AuditEvent } from '../data/audit-events';

/** The target by name, as the page's reads found it (use-cases/steps/audit-targets.ts). */
export interface AuditTargetNames {
  name: string | null;
  email: string | null;
  documentType: string | null;
  /** The actor's current name or e-mail, read when the event recorded only their id (issue 40). */
  actorName: string | null;
}

const DETAIL_FIELDS = [
  'fileName',
  'documentId',
  'locationId',
  'locationName',
  'inviteId',
  'memberId',
  'fromRole',
  'toRole',
  'changedFields',
  'modules',
  'amountCents',
  'locations',
  'language',
  'recipients',
] as const;

function detailsOf(event: AuditEvent): AuditEventRow['details'] {
  const details: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) {
    const value = event[field];
    if (value !== undefined && value !== null) details[field] = value;
  }
  return details as AuditEventRow['details'];
}

/**
 * `reader: 'organization'` hides which platform admin acted (name and id), as the document
 * timeline does for owners: the organization sees "the Lunia team".
 */
export function auditEventView(
  event: AuditEvent,
  reader: 'admin' | 'organization',
  target: AuditTargetNames,
): AuditEventRow {
  const hideActor = reader === 'organization' && event.actorRole === 'admin';
  return {
    id: event.id,
    at: event.at,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId,
    targetName: target.name,
    targetEmail: target.email,
    targetDocumentType: target.documentType,
    actorId: hideActor ? null : event.actorId,
    actorName: hideActor ? null : event.actorName || target.actorName,
    actorRole: event.actorRole,
    reason: event.reason,
    details: detailsOf(event),
  };
}
