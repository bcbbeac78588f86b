import { AppError } from '@lunia/shared/errors';
import type { Caller } from '../../domain/caller';
import { actorOf } from '../steps/actor';
import { loadDocumentFor } from '../steps/document-access';
import { type FileDeclaration, replaceFileSlot } from '../steps/upload-slot';

/** Resubmit: only a denied document takes a new file this way (spec §5); it returns to pending. */
export async function resubmitDocument(input: {
  caller: Caller;
  documentId: string | undefined;
  activeOrgId?: string | undefined;
  file: FileDeclaration;
  /** The new file's expiry date; absent keeps the document's date (steps/upload-slot.ts). */
  expiresOn?: string | undefined;
}) {
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
