/**
 * The verification links of locations' summaries (issue 43; docs/decisions/0127-location-summary-link.md):
 * each inspection binder carries a new one in its QR code. `LOCVERIFYLINK#<sha256 of the token>` /
 * `LINK` (data/credential-keys.ts); the table never holds a working token. A link lives
 * LOCATION_LINK_DAYS days; the table drops it 30 days later (TTL `expiresAt`). The organization revokes
 * every link of a location at once: the location item's `binderLinksRevokedBefore` (data/locations.ts)
 * refuses every link created before it. The only writer of these items.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { locationVerificationLinkKeys, withoutKeys } from './keys';

const ENTITY = 'LocationVerificationLink';
const KEPT_AFTER_EXPIRY_SECONDS = 30 * 24 * 3600;

export interface LocationVerificationLink {
  id: string;
  tokenHash: string;
  orgId: string;
  locationId: string;
  createdAt: string;
  linkExpiresAt: string;
  /** Who generated the binder that carries it (a user id). */
  createdBy: string;
}

export async function putLocationVerificationLink(link: LocationVerificationLink): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...locationVerificationLinkKeys.item(link.tokenHash),
        entity: ENTITY,
        ...link,
        expiresAt: Math.floor(Date.parse(link.linkExpiresAt) / 1000) + KEPT_AFTER_EXPIRY_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getLocationVerificationLink(tokenHash: string): Promise<LocationVerificationLink | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: locationVerificationLinkKeys.item(tokenHash) }),
  );
  if (!Item) return undefined;
  const { entity: _entity, expiresAt: _ttl, ...link } = withoutKeys(Item);
  return link as unknown as LocationVerificationLink;
}
