import { AppError } from '@lunia/shared/errors';
import { actorOf } from '../steps/actor';
import { loadDocumentFor } from '../steps/document-access';
import { type FileReplacementRequest, replaceFileSlot } from '../steps/upload-slot';

/** Resubmit: only a denied document takes a new file this way (spec §5); it returns to pending. */
export async function resubmitDocument(input: FileReplacementRequest) {
  const { doc, role } = await loadDocumentFor(input.caller, input.documentId, 'manage', input.activeOrgId);
  if (doc.status !== 'denied') throw new AppError('NO_DENIED_DOCUMENT');
  return replaceFileSlot({
    doc,
    file: input.file,
    expiresOn: input.expiresOn,
    action: 'resubmit_requested',
    actor: await actorOf(input.caller, role),
  });
}
