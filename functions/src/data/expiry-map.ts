/**
 * The expiry map on an owner's profile item (a user's or an organization's): document type → the
 * current document of that type and its expiry date, for the documents domain/documents/
 * expiry-rules.ts tracks. The table stream keeps it from each document's changes
 * (events/reactions/maintain-document-expiry.ts), so the profile alone answers "next expiry" and
 * "expired required documents" (the admin's user list reads no documents). Written only through
 * user-profiles.ts and organization-profiles.ts, the profile items' modules.
 */
import type { ExpiryEntry } from '../domain/documents/expiry-rules';
import { updateIfStill } from './client';

export const EXPIRY_MAP_ATTRIBUTE = 'documentExpiry';

/**
 * Sets (entry) or clears (null) the map's entry of `type`. Clearing only removes the entry of that
 * document, so a late record of a deleted document never removes its successor's entry. Idempotent;
 * nothing happens when the profile is gone.
 */
export async function setExpiryEntry(
  key: Record<string, string>,
  type: string,
  documentId: string,
  entry: ExpiryEntry | null,
): Promise<void> {
  const names = { '#map': EXPIRY_MAP_ATTRIBUTE, '#type': type };
  if (!entry) {
    await updateIfStill({
      Key: key,
      UpdateExpression: 'REMOVE #map.#type',
      ConditionExpression: '#map.#type.documentId = :id',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':id': documentId },
    });
    return;
  }
  // A nested path can be set only inside an existing map: create the map first when absent.
  await updateIfStill({
    Key: key,
    UpdateExpression: 'SET #map = :empty',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#map)',
    ExpressionAttributeNames: { '#map': EXPIRY_MAP_ATTRIBUTE },
    ExpressionAttributeValues: { ':empty': {} },
  });
  await updateIfStill({
    Key: key,
    UpdateExpression: 'SET #map.#type = :entry',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':entry': { documentId: entry.documentId, expiresOn: entry.expiresOn } },
  });
}
