/**
 * The audit events of a submission for review: one on the submitter (the user or the organization)
 * and one on the timeline of each submitted document (pending or approved), written in the caller's
 * transaction with its status change. A denied document resubmitted with a new file is submitted
 * again when that file passes the upload check (`resubmissionEvents`).
 */
import { CE_CERTIFICATE_TYPE } from '@lunia/shared/domain/constants';
import {
  type AuditActorRole,
  type AuditTargetType,
  listAuditEvents,
  newAuditEvent,
  putAuditEvent,
} from '../../data/audit-events';
import type { DocumentEntity } from '../../data/documents';
import type { TransactItem } from '../../data/transactions';

/** Events read back to find the resubmission that started the current upload (retries included). */
const RESUBMISSION_LOOKBACK = 50;

export function submissionAuditEvents(input: {
  actor: { id: string; role: AuditActorRole; name: string | null };
  target: { type: Extract<AuditTargetType, 'USER' | 'ORG'>; id: string };
  documents: readonly { id: string; type: string; status: string; fileName: string | null }[];
  at: string;
}): TransactItem[] {
  const event = {
    actorId: input.actor.id,
    actorRole: input.actor.role,
    actorName: input.actor.name,
    at: input.at,
    action: 'submitted_for_review' as const,
  };
  return [
    putAuditEvent(newAuditEvent({ ...event, targetType: input.target.type, targetId: input.target.id })),
    ...input.documents
      // A CE certificate is reviewed with its activity, not submitted with the credentials.
      .filter((doc) => (doc.status === 'pending' || doc.status === 'approved') && doc.type !== CE_CERTIFICATE_TYPE)
      .map((doc) =>
        putAuditEvent(
          newAuditEvent({
            ...event,
            targetType: 'DOCUMENT',
            targetId: doc.id,
            documentId: doc.id,
            documentType: doc.type,
            ...(input.target.type === 'ORG' ? { orgId: input.target.id } : {}),
            fileName: doc.fileName,
          }),
        ),
      ),
  ];
}

/**
 * A document whose file was just accepted returns to review as a resubmission when its current file
 * was asked for by `resubmit_requested` (a denied document's new file, after any rejected tries):
 * then the submission's events are written with the acceptance, named after the person who
 * resubmitted, so the timeline shows it and the admins' review alerts hear of it. Otherwise nothing.
 */
export async function resubmissionEvents(accepted: DocumentEntity, at: string): Promise<TransactItem[]> {
  const events = await listAuditEvents('DOCUMENT', accepted.id, RESUBMISSION_LOOKBACK);
  for (const event of events) {
    if (event.action === 'file_accepted') return [];
    if (event.action !== 'resubmit_requested') continue;
    return submissionAuditEvents({
      actor: { id: event.actorId, role: event.actorRole, name: event.actorName },
      target: { type: accepted.ownerType, id: accepted.ownerId },
      documents: [accepted],
      // A millisecond after the acceptance, so timelines (sorted by time) show it after the file check.
      at: new Date(Date.parse(at) + 1).toISOString(),
    });
  }
  return [];
}
