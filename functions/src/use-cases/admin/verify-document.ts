import type { VerifyDocumentBody } from '@lunia/shared/api/schemas/admin-documents';
import type { Caller } from '../../domain/caller';
import { decideDocument } from '../steps/document-decision';

export type Decision = VerifyDocumentBody;

/**
 * Approves (optional notes) or denies (required reason) a pending individual document; two admins
 * deciding at once: one 200, one 409 (see steps/document-decision).
 */
export async function verifyDocument(input: { caller: Caller; documentId: string | undefined; decision: Decision }) {
  return decideDocument({ ...input, context: 'individual' });
}
