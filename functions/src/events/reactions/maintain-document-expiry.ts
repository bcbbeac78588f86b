import { DOCUMENT_ENTITY, type DocumentEntity, fromItem } from '../../data/documents';
import { setOrganizationDocumentExpiry } from '../../data/organization-profiles';
import { setUserDocumentExpiry } from '../../data/user-profiles';
import { expiryEntryOf } from '../../domain/documents/expiry-rules';
import type { Reaction } from './reaction';

/**
 * Keeps the owner's expiry map (data/expiry-map.ts) in step with each current document: the entry of
 * the document's type is its date while the document is tracked (pending or approved with a date),
 * and is cleared when it stops being tracked or is deleted. Only changes of the entry are written;
 * every write is idempotent, so a redelivered record is harmless.
 */
export const maintainDocumentExpiry: Reaction = {
  entity: DOCUMENT_ENTITY,
  async handle({ newItem, oldItem }) {
    const after = newItem ? fromItem(newItem) : undefined;
    const before = oldItem ? fromItem(oldItem) : undefined;
    const doc: DocumentEntity | undefined = after ?? before;
    if (!doc) return;
    const entry = after ? expiryEntryOf(after) : null;
    const previous = before ? expiryEntryOf(before) : null;
    if (after && entry?.expiresOn === previous?.expiresOn) return;
    const set = doc.ownerType === 'USER' ? setUserDocumentExpiry : setOrganizationDocumentExpiry;
    await set(doc.ownerId, doc.type, doc.id, entry);
  },
};
