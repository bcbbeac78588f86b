/**
 * The one way a document changes: the document write (create, replace at the version that was
 * read, or delete), its audit event, and the owner's approved-types set when the document gains or
 * loses approval, all in one transaction. The set holds credential types, one document each; CE
 * certificates (many per owner, counted with their activities) never enter it. A change that lost a race (another admin, another
 * delivery of the same event) writes nothing and throws `conflict` — or, with `conflict: 'ignore'`
 * (event consumers, for whom a lost race means the work was done), returns false.
 */
import { isCredentialType } from '@lunia/shared/domain/constants';
import type { AppError } from '@lunia/shared/errors';
import { type AuditAction, newAuditEvent, putAuditEvent } from '../../data/audit-events';
import {
  createDocumentItems,
  type DocumentEntity,
  deleteDocumentItems,
  replaceDocumentItem,
} from '../../data/documents';
import { getOrganization } from '../../data/organization-profiles';
import {
  approvedDocumentTypeChange as organizationApprovedTypeChange,
  organizationVerificationRevokedChange,
} from '../../data/organization-verification';
import { isTransactionConflict, type TransactItem, writeTransaction } from '../../data/transactions';
import { getUserProfile } from '../../data/user-profiles';
import {
  approvedDocumentTypeChange as userApprovedTypeChange,
  verificationRevokedChange,
} from '../../data/user-verification';
import {
  organizationVerificationFallback,
  userVerificationFallback,
} from '../../domain/documents/verification-fallback';
import type { Actor } from './actor';

export interface DocumentChange {
  /** The document as it was read; undefined for a new document. */
  before: DocumentEntity | undefined;
  /** The document as it is to be; undefined when it is deleted. */
  after: DocumentEntity | undefined;
  action: AuditAction;
  actor: Actor;
  at: string;
  /** The reason shown on the timeline (denial reason, approval notes, file verdict). */
  reason?: string | null;
  /** The file the event is about; defaults to the document's current file name. */
  fileName?: string;
  /** The change applies only while the document's current file is this one (a review decision). */
  fileNumber?: number;
  /** Further items of the same change (archived or deleted file versions). */
  alongWith?: TransactItem[];
  conflict: AppError | 'ignore';
}

function approvedTypeChange(doc: DocumentEntity, op: 'ADD' | 'DELETE', at?: string): TransactItem {
  return doc.ownerType === 'USER'
    ? userApprovedTypeChange(doc.ownerId, doc.type, op, at)
    : organizationApprovedTypeChange(doc.ownerId, doc.type, op);
}

/**
 * The owner's side of a document leaving `approved` (deleted, or its file replaced): the type leaves
 * the owner's approved set and, when the owner's verification rested on it, the verification falls
 * back (domain/documents/verification-fallback.ts) with a `verification_revoked` event on the
 * owner, all in the document's transaction. The write is conditioned on the owner as read here.
 */
async function approvalLost(doc: DocumentEntity, change: DocumentChange): Promise<TransactItem[]> {
  const loss = change.after ? 'replaced' : 'deleted';
  const revoked = (targetType: 'USER' | 'ORG', reason: string) =>
    putAuditEvent(
      newAuditEvent({
        targetType,
        targetId: doc.ownerId,
        at: change.at,
        action: 'verification_revoked',
        actorId: change.actor.id,
        actorRole: change.actor.role,
        actorName: change.actor.name,
        reason,
        fileName: change.fileName ?? doc.fileName,
        documentId: doc.id,
      }),
    );
  if (doc.ownerType === 'USER') {
    const user = await getUserProfile(doc.ownerId);
    const fallback = user && userVerificationFallback({ user, type: doc.type, loss });
    if (!user || !fallback) return [approvedTypeChange(doc, 'DELETE')];
    return [verificationRevokedChange(user, doc.type, fallback), revoked('USER', fallback.reason)];
  }
  const organization = await getOrganization(doc.ownerId);
  const fallback =
    organization &&
    organizationVerificationFallback({
      organization: { verified: organization.verified === true, activeModules: organization.activeModules ?? [] },
      type: doc.type,
      loss,
    });
  if (!organization || !fallback) return [approvedTypeChange(doc, 'DELETE')];
  return [
    organizationVerificationRevokedChange(organization, doc.type, fallback.activeModules),
    revoked('ORG', fallback.reason),
  ];
}

export async function recordDocumentChange(change: DocumentChange): Promise<boolean> {
  const { before, after } = change;
  const doc = after ?? before;
  if (!doc) throw new Error('A document change needs the document before or after it');
  const write = !before
    ? createDocumentItems(doc)
    : after
      ? [replaceDocumentItem(after, before.version, change.fileNumber)]
      : deleteDocumentItems(before);
  // Only a credential's approval is the owner's business (approved set, verification).
  const tracked = isCredentialType(doc.type);
  const wasApproved = tracked && before?.status === 'approved';
  const isApproved = tracked && after?.status === 'approved';
  const items: TransactItem[] = [
    ...write,
    ...(change.alongWith ?? []),
    putAuditEvent(
      newAuditEvent({
        targetType: 'DOCUMENT',
        targetId: doc.id,
        documentId: doc.id,
        documentType: doc.type,
        documentOwnerType: doc.ownerType,
        documentOwnerId: doc.ownerId,
        ...(doc.ownerType === 'ORG' ? { orgId: doc.ownerId } : {}),
        at: change.at,
        action: change.action,
        actorId: change.actor.id,
        actorRole: change.actor.role,
        actorName: change.actor.name,
        reason: change.reason ?? null,
        fileName: change.fileName ?? doc.fileName,
      }),
    ),
  ];
  if (wasApproved && !isApproved) items.push(...(await approvalLost(doc, change)));
  if (isApproved && !wasApproved) items.push(approvedTypeChange(doc, 'ADD', change.at));
  if (change.conflict !== 'ignore') {
    await writeTransaction(items, change.conflict);
    return true;
  }
  try {
    await writeTransaction(items);
    return true;
  } catch (error) {
    if (isTransactionConflict(error)) return false;
    throw error;
  }
}
