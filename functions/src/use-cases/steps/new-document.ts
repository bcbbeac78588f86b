/**
 * A new document upload of an owner (a user, or an organization) for one type: one document per
 * owner and type, so asking again while the earlier upload never arrived or was rejected gives that
 * document a new slot, and a document with an accepted file must be updated or resubmitted instead.
 * Shared by the individual and the organization upload routes.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentContext, DocumentType, Module } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { activityStillExists, getCertificateIdOf } from '../../data/ce-certificates';
import { type DocumentEntity, getDocument, getDocumentIdOfSlot } from '../../data/documents';
import type { OwnerType } from '../../domain/documents/object-key';
import { toDocumentRecord } from '../../views/document-record';
import type { Actor } from './actor';
import { recordDocumentChange } from './document-change';
import { checkExpiryDate } from './expiry-date';
import { type FileDeclaration, newObjectKey, replaceFileSlot, uploadFormFor } from './upload-slot';

export interface DocumentOwner {
  ownerType: OwnerType;
  ownerId: string;
  context: DocumentContext;
  /** Lower-cased e-mail and name(s) of the owner, for the admin list's search filter. */
  ownerSearch: string;
}

/** A person as the owner of their own documents, from their profile. */
export function personalDocumentOwner(profile: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}): DocumentOwner {
  return {
    ownerType: 'USER',
    ownerId: profile.id,
    context: 'individual',
    ownerSearch: `${profile.email} ${profile.firstName} ${profile.lastName}`.toLowerCase(),
  };
}

export async function newDocumentUpload(input: {
  owner: DocumentOwner;
  type: DocumentType;
  module: Module | null;
  file: FileDeclaration;
  actor: Actor;
  /** The expiry date printed on the document (required for most types: steps/expiry-date.ts). */
  expiresOn: string | undefined;
  /** A CE certificate: the caller's activity it proves (one certificate per activity, not per type). */
  activityId?: string;
}) {
  const { owner, type, file, actor, activityId } = input;
  const expiresOn = input.expiresOn ?? null;
  checkExpiryDate(type, expiresOn);
  const existingId = activityId
    ? await getCertificateIdOf(owner.ownerId, activityId)
    : await getDocumentIdOfSlot(owner.ownerType, owner.ownerId, type);
  const existing = existingId ? await getDocument(existingId) : undefined;
  if (existing) {
    if (existing.status !== 'uploading' && existing.status !== 'rejected') {
      throw new AppError('CONFLICT', 'This document was already uploaded. Update or resubmit it instead.');
    }
    return replaceFileSlot({ doc: existing, file, action: 'upload_requested', actor, expiresOn });
  }

  const now = new Date();
  const at = now.toISOString();
  const id = randomUUID();
  const keyParts = { ownerType: owner.ownerType, ownerId: owner.ownerId, id };
  const doc: DocumentEntity = {
    ...keyParts,
    context: owner.context,
    type,
    module: input.module,
    fileName: file.fileName,
    contentType: file.contentType,
    declaredSize: file.size,
    size: null,
    detectedKind: null,
    uploadKey: newObjectKey(keyParts),
    checkedKey: null,
    checkedETag: null,
    checkedVersionId: null,
    fileNumber: 1,
    status: 'uploading',
    denialReason: null,
    rejectionReason: null,
    notes: null,
    uploadedAt: at,
    createdAt: at,
    updatedAt: at,
    reviewedAt: null,
    reviewedBy: null,
    expiresOn,
    ownerSearch: owner.ownerSearch,
    version: 1,
    ...(activityId ? { activityId } : {}),
  };
  await recordDocumentChange({
    before: undefined,
    after: doc,
    action: 'upload_requested',
    actor,
    at,
    ...(activityId ? { alongWith: [activityStillExists(owner.ownerId, activityId)] } : {}),
    conflict: new AppError('CONFLICT', 'This document is being uploaded already. Reload and try again.'),
  });
  return { document: toDocumentRecord(doc), upload: uploadFormFor(doc, now) };
}
