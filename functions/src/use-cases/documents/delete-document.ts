import type { Caller } from '../../domain/caller';
import { loadDocumentFor } from '../steps/document-access';
import { deleteDocumentAndFiles } from '../steps/document-deletion';

/** Deletes a document the caller manages: its record, versions and files (steps/document-deletion.ts). */
export async function deleteDocument(input: {
  caller: Caller;
  documentId: string | undefined;
  activeOrgId?: string | undefined;
}) {
  const access = await loadDocumentFor(input.caller, input.documentId, 'manage', input.activeOrgId);
  await deleteDocumentAndFiles(input.caller, access);
  return { success: true as const };
}
