import { randomUUID } from 'node:crypto';
import type { DocumentType, Module } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { type DocumentEntity, getDocument, getDocumentIdOfSlot } from '../../data/documents';
import { getUserProfile } from '../../data/users';
import type { Caller } from '../../domain/caller';
import { DOCUMENT_TYPES_BY_CONTEXT } from '../../domain/documents/review-rules';
import { toDocumentRecord } from '../../views/document-record';
import type { Actor } from '../steps/actor';
import { recordDocumentChange } from '../steps/document-change';
import { type FileDeclaration, newObjectKey, replaceFileSlot, uploadFormFor } from '../steps/upload-slot';

/**
 * Creates the caller's document of a type as `uploading` and returns its presigned POST. One
 * document per type: asking again while the earlier upload never arrived or was rejected gives
 * that document a new slot; a document with an accepted file must be updated or resubmitted.
 */
export async function createDocumentUpload(input: {
  caller: Caller;
  type: DocumentType;
  module: Module | null;
  file: FileDeclaration;
}) {
  const { caller, type, file } = input;
  if (!DOCUMENT_TYPES_BY_CONTEXT.individual.includes(type)) {
    throw new AppError('VALIDATION_FAILED', 'This document type is for organizations.', 'type');
  }
  const profile = await getUserProfile(caller.userId);
  if (!profile) throw new AppError('NOT_FOUND', 'Your profile was not found.');
  const actor: Actor = { id: caller.userId, role: 'owner', name: `${profile.firstName} ${profile.lastName}`.trim() };

  const existingId = await getDocumentIdOfSlot('USER', caller.userId, type);
  const existing = existingId ? await getDocument(existingId) : undefined;
  if (existing) {
    if (existing.status !== 'uploading' && existing.status !== 'rejected') {
      throw new AppError('CONFLICT', 'This document was already uploaded. Update or resubmit it instead.');
    }
    return replaceFileSlot({ doc: existing, file, action: 'upload_requested', actor });
  }

  const now = new Date();
  const at = now.toISOString();
  const id = randomUUID();
  const owner = { ownerType: 'USER' as const, ownerId: caller.userId, id };
  const doc: DocumentEntity = {
    ...owner,
    context: 'individual',
    type,
    module: input.module,
    fileName: file.fileName,
    contentType: file.contentType,
    declaredSize: file.size,
    size: null,
    detectedKind: null,
    uploadKey: newObjectKey(owner),
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
    ownerSearch: `${profile.email} ${profile.firstName} ${profile.lastName}`.toLowerCase(),
    version: 1,
  };
  await recordDocumentChange({
    before: undefined,
    after: doc,
    action: 'upload_requested',
    actor,
    at,
    conflict: new AppError('CONFLICT', 'This document is being uploaded already. Reload and try again.'),
  });
  return { document: toDocumentRecord(doc), upload: uploadFormFor(doc, now) };
}
