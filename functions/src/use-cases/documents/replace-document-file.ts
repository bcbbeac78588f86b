import type { Caller } from '../../domain/caller';
import { actorOf } from '../steps/actor';
import { loadDocumentFor } from '../steps/document-access';
import { type FileDeclaration, replaceFileSlot } from '../steps/upload-slot';

/** Update: a new file for any of the caller's documents; the old one is kept as a version. */
export async function replaceDocumentFile(input: {
  caller: Caller;
  documentId: string | undefined;
  activeOrgId?: string | undefined;
  file: FileDeclaration;
  /** The new file's expiry date; absent keeps the document's date (steps/upload-slot.ts). */
  expiresOn?: string | undefined;
}) {
  const { doc, role } = await loadDocumentFor(input.caller, input.documentId, 'manage', input.activeOrgId);
  return replaceFileSlot({
    doc,
    file: input.file,
    expiresOn: input.expiresOn,
    action: 'file_replace_requested',
    actor: await actorOf(input.caller, role),
  });
}
