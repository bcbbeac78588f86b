/**
 * Who may see or change a document. Read (view, download, timeline): the owner, the owning
 * organization's owner or admin, and platform admins. Manage (replace, resubmit, delete): the owner,
 * or the owning organization's owner or admin. An organization's document is looked up under the
 * organization the request names (the active-organization header) with the caller's membership read
 * from the table: the id alone is never enough, so a document of organization A asked for with
 * organization B active is not found, whoever asks. Everyone else gets the same 404 as for a
 * document that does not exist, so ids cannot be probed.
 */
import { isOrganizationOwnerOrAdmin } from '@lunia/shared/domain/organization-roles';
import { AppError } from '@lunia/shared/errors';
import type { AuditActorRole } from '../../data/audit-events';
import { type DocumentEntity, getDocument } from '../../data/documents';
import { getMembership } from '../../data/memberships';
import type { Caller } from '../../domain/caller';

export const documentNotFound = () => new AppError('NOT_FOUND', 'Document not found.');

export interface DocumentAccess {
  doc: DocumentEntity;
  /** How the caller relates to the document (for the audit trail). */
  role: AuditActorRole;
}

async function relationOf(
  caller: Caller,
  doc: DocumentEntity,
  activeOrgId: string | undefined,
): Promise<'owner' | 'member' | undefined> {
  if (doc.ownerType === 'USER') return doc.ownerId === caller.userId ? 'owner' : undefined;
  if (activeOrgId !== doc.ownerId) return undefined;
  const membership = await getMembership(doc.ownerId, caller.userId);
  return isOrganizationOwnerOrAdmin(membership?.role) ? 'member' : undefined;
}

export async function loadDocumentFor(
  caller: Caller,
  documentId: string | undefined,
  purpose: 'read' | 'manage',
  /** The organization the request acts for (`x-active-org-id`), if any. */
  activeOrgId?: string | undefined,
): Promise<DocumentAccess> {
  const doc = documentId ? await getDocument(documentId) : undefined;
  if (!doc) throw documentNotFound();
  const relation = await relationOf(caller, doc, activeOrgId);
  if (relation) return { doc, role: relation };
  if (purpose === 'read' && caller.isAdmin) return { doc, role: 'admin' };
  throw documentNotFound();
}
