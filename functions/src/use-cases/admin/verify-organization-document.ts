import type { VerifyDocumentBody } from '@lunia/shared/api/schemas/admin-documents';
import type { Caller } from '../../domain/caller';
import { decideDocument } from '../steps/document-decision';

/**
 * Approves (optional notes) or denies (required reason) a pending organization document. Approving
 * the pharmacy licence adds it to the organization's approved types in the same transaction, which
 * is what makes the organization approvable (badge Pending Review). Concurrency as for individual
 * documents: one 200, one 409.
 */
export async function verifyOrganizationDocument(input: {
  caller: Caller;
  documentId: string | undefined;
  decision: VerifyDocumentBody;
}) {
  return decideDocument({ ...input, context: 'organization' });
}
