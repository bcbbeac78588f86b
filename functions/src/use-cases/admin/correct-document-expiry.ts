import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { AppError } from '@lunia/shared/errors';
import { getDocument, nextDocument } from '../../data/documents';
import type { Caller } from '../../domain/caller';
import { toDocumentRecord } from '../../views/document-record';
import { actorOf } from '../steps/actor';
import { recordDocumentChange } from '../steps/document-change';
import { expiryConsequences } from '../steps/document-expiry';
import { refuseOwnCase } from '../steps/separation-of-duties';

const CHANGED_MEANWHILE = 'This document was changed meanwhile. Reload and try again.';

/**
 * An admin corrects a document's expiry date during review (individual or organization document).
 * Any real calendar date, past included: it records what the document says. Written only if the
 * document is still the version read (else 409), with an `expiry_corrected` event (`old → new`) and,
 * in the same transaction, what the date means for the owner: an approved licence now past its date
 * makes a verified owner's verification fall back; one no longer past counts as approved again
 * (steps/document-expiry.ts). The same date again changes nothing. An unknown id is a 404.
 */
export async function correctDocumentExpiry(input: {
  caller: Caller;
  documentId: string | undefined;
  expiresOn: string;
}) {
  const doc = input.documentId ? await getDocument(input.documentId) : undefined;
  if (!doc) throw new AppError('NOT_FOUND', 'Document not found.');
  await refuseOwnCase(input.caller, doc.ownerType === 'USER' ? { userId: doc.ownerId } : { orgId: doc.ownerId });
  if (doc.expiresOn === input.expiresOn) return { document: toDocumentRecord(doc) };
  const now = new Date();
  const at = now.toISOString();
  const actor = await actorOf(input.caller, 'admin');
  const next = nextDocument(doc, { expiresOn: input.expiresOn }, at);
  const consequence = await expiryConsequences(next, { today: puertoRicoToday(now), at, actor });
  await recordDocumentChange({
    before: doc,
    after: next,
    action: 'expiry_corrected',
    actor,
    at,
    reason: `${doc.expiresOn ?? 'none'} → ${input.expiresOn}`,
    alongWith: consequence.items,
    conflict: new AppError('CONFLICT', CHANGED_MEANWHILE),
  });
  return { document: toDocumentRecord(next) };
}
