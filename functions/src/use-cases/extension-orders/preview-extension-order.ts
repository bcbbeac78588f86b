import type { ExtensionOrderBody } from '@lunia/shared/api/schemas/admin-extension-orders';
import { EXTENSION_PREVIEW_LIMIT } from '@lunia/shared/domain/extension-orders';
import { documentsMatching } from '../steps/extension-orders';
import { ownersOf } from '../steps/review-queue';

/**
 * What an extension order would change, before anything is recorded: how many approved documents of
 * the named types expire in the window, and the first of them (soonest first) with their owner's
 * name and current date. Read from the expiry index, never a scan. A count above the order limit is
 * reported as it is (the limit plus one): applying such an order is refused.
 */
export async function previewExtensionOrder({ body }: { body: ExtensionOrderBody }) {
  const matching = await documentsMatching(body);
  const shown = matching.slice(0, EXTENSION_PREVIEW_LIMIT);
  const ownerOf = await ownersOf(shown);
  return {
    count: matching.length,
    documents: shown.map((doc) => {
      const owner = ownerOf(doc);
      const person = owner.user ? `${owner.user.firstName} ${owner.user.lastName}`.trim() || owner.user.email : '';
      return {
        documentId: doc.id,
        type: doc.type,
        ownerType: doc.ownerType === 'USER' ? ('user' as const) : ('organization' as const),
        ownerName: owner.org?.name ?? person,
        expiresOn: doc.expiresOn ?? '',
      };
    }),
  };
}
