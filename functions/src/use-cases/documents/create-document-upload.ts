import { CE_CERTIFICATE_TYPE, type DocumentType, type Module } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';
import { DOCUMENT_TYPES_BY_CONTEXT } from '../../domain/documents/review-rules';
import { newDocumentUpload, personalDocumentOwner } from '../steps/new-document';
import type { FileDeclaration } from '../steps/upload-slot';

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
  expiresOn?: string | undefined;
}) {
  const { caller, type } = input;
  if (type === CE_CERTIFICATE_TYPE) {
    // One way: a certificate is uploaded with its activity (createCeCertificateUpload).
    throw new AppError('VALIDATION_FAILED', 'Upload a continuing education certificate from its activity.', 'type');
  }
  if (!DOCUMENT_TYPES_BY_CONTEXT.individual.includes(type)) {
    throw new AppError('VALIDATION_FAILED', 'This document type is for organizations.', 'type');
  }
  const profile = await getUserProfile(caller.userId);
  if (!profile) throw new AppError('NOT_FOUND', 'Your profile was not found.');
  return newDocumentUpload({
    owner: personalDocumentOwner(profile),
    type,
    module: input.module,
    file: input.file,
    expiresOn: input.expiresOn,
    actor: { id: caller.userId, role: 'owner', name: `${profile.firstName} ${profile.lastName}`.trim() },
  });
}
