/**
 * Employer verification links (issue 27): `VERIFYLINK#<sha256 of the token>` / `LINK`, listed under
 * their owner by GSI1 (data/keys.ts). The only writer of link items. The link's own expiry is
 * `linkExpiresAt` (ISO); `expiresAt` is the table's TTL (epoch seconds), set 90 days after the
 * link's expiry so the owner still sees an expired link for a while before the table drops it.
 *
 * When its owner deletes their account, a link becomes a closed marker (issue 38): the same key with
 * only `closedAt` and the expiry, no owner, label or counts, so its page answers 410 rather than
 * 404 until the table drops it like any other link.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAllPages, tableName } from './client';
import { verificationLinkKeys, withoutKeys } from './keys';
import type { TransactItem } from './transactions';

export const VERIFICATION_LINK_ENTITY = 'VerificationLink';
/** How long the table keeps a link after it expired (TTL), for the owner's list. */
const KEPT_AFTER_EXPIRY_SECONDS = 90 * 24 * 3600;

export interface VerificationLink {
  id: string;
  tokenHash: string;
  ownerId: string;
  label: string;
  createdAt: string;
  linkExpiresAt: string;
  revokedAt: string | null;
  viewCount: number;
  lastViewedAt: string | null;
}

function toItem(link: VerificationLink) {
  return {
    ...verificationLinkKeys.item(link.tokenHash),
    ...verificationLinkKeys.indexes(link),
    entity: VERIFICATION_LINK_ENTITY,
    ...link,
    expiresAt: Math.floor(Date.parse(link.linkExpiresAt) / 1000) + KEPT_AFTER_EXPIRY_SECONDS,
  };
}

/** A link whose owner deleted their account: nothing about the person is kept. */
export interface ClosedVerificationLink {
  closedAt: string;
  linkExpiresAt: string;
}

function fromItem(item: Record<string, unknown>): VerificationLink {
  const { entity: _entity, expiresAt: _ttl, ...link } = withoutKeys(item);
  return link as unknown as VerificationLink;
}

const isClosed = (item: Record<string, unknown>) => typeof item.closedAt === 'string';

/** The new link's Put, for the transaction that also records its audit event. */
export function createVerificationLinkItem(link: VerificationLink): TransactItem {
  return { Put: { TableName: tableName(), Item: toItem(link), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** The link a token's hash names (strongly consistent: a revocation is seen at once), or its closed marker. */
export async function getVerificationLink(
  tokenHash: string,
): Promise<VerificationLink | ClosedVerificationLink | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: verificationLinkKeys.item(tokenHash), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  if (isClosed(Item)) return { closedAt: String(Item.closedAt), linkExpiresAt: String(Item.linkExpiresAt) };
  return fromItem(Item);
}

/**
 * Account deletion (issue 38): the link is replaced by its closed marker (keys, `closedAt`, the link's
 * expiry and the table's TTL), off the owner's list. Running it again rewrites the same marker.
 */
export async function closeVerificationLink(link: Pick<VerificationLink, 'tokenHash' | 'linkExpiresAt'>, at: string) {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...verificationLinkKeys.item(link.tokenHash),
        entity: VERIFICATION_LINK_ENTITY,
        closedAt: at,
        linkExpiresAt: link.linkExpiresAt,
        expiresAt: Math.floor(Date.parse(link.linkExpiresAt) / 1000) + KEPT_AFTER_EXPIRY_SECONDS,
      },
    }),
  );
}

/** Every link of one owner still in the table, newest first (bounded: the active cap and the TTL). */
export async function listOwnerVerificationLinks(ownerId: string): Promise<VerificationLink[]> {
  const links: VerificationLink[] = [];
  await queryAllPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': verificationLinkKeys.ownerPartition(ownerId) },
      ScanIndexForward: false,
    },
    ({ items }) => links.push(...items.map(fromItem)),
  );
  return links;
}

/** Marks a working link revoked; fails (conflict) if it was revoked meanwhile. */
export function revokeVerificationLinkItem(tokenHash: string, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: verificationLinkKeys.item(tokenHash),
      UpdateExpression: 'SET revokedAt = :at',
      ConditionExpression: 'attribute_exists(PK) AND revokedAt = :none',
      ExpressionAttributeValues: { ':at': at, ':none': null },
    },
  };
}

/** Counts one view of a working link (neither revoked nor expired at `at`). */
export function countVerificationViewItem(tokenHash: string, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: verificationLinkKeys.item(tokenHash),
      UpdateExpression: 'ADD viewCount :one SET lastViewedAt = :at',
      ConditionExpression: 'attribute_exists(PK) AND revokedAt = :none AND linkExpiresAt > :at',
      ExpressionAttributeValues: { ':one': 1, ':at': at, ':none': null },
    },
  };
}
