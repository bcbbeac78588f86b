/**
 * The audit events of a submission for review: one on the submitter (the user or the organization)
 * and one on the timeline of each submitted document (pending or approved), written in the caller's
 * transaction with its status change.
 */
import { type AuditActorRole, type AuditTargetType, newAuditEvent, putAuditEvent } from '../../data/audit-events';
import type { TransactItem } from '../../data/transactions';

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
      .filter((doc) => doc.status === 'pending' || doc.status === 'approved')
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
