import { actorOf } from '../steps/actor';
import { loadDocumentFor } from '../steps/document-access';
import { type FileReplacementRequest, replaceFileSlot } from '../steps/upload-slot';

/** Update: a new file for any of the caller's documents; the old one is kept as a version. */
export async function replaceDocumentFile(input: FileReplacementRequest) {
  const { doc, role } = await loadDocumentFor(input.caller, input.documentId, 'manage', input.activeOrgId);
  return replaceFileSlot({
    doc,
    file: input.file,
    expiresOn: input.expiresOn,
    action: 'file_replace_requested',
    actor: await actorOf(input.caller, role),
  });
}
