/**
 * BookRx links handed out (issue 13): `BOOKRXLINK#<nonce>`/`LINK` with who it is for and when it
 * expires (the table's TTL removes it afterwards). A link is redeemable once: the redemption is a
 * conditional write that only the first attempt before expiry wins. BookRx redeems through us (the
 * contract in docs/decisions.md); this module is the only writer.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionalCheckFailed, tableName } from './client';
import { bookrxLinkKeys } from './keys';

export const BOOKRX_LINK_ENTITY = 'BookrxLink';

export async function recordBookrxLink(link: {
  nonce: string;
  userId: string;
  orgId: string | null;
  issuedAt: Date;
  expiresAt: Date;
}): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...bookrxLinkKeys.item(link.nonce),
        entity: BOOKRX_LINK_ENTITY,
        userId: link.userId,
        orgId: link.orgId,
        issuedAt: link.issuedAt.toISOString(),
        expiresAt: Math.floor(link.expiresAt.getTime() / 1000),
      },
      // A nonce is 128 random bits: a collision means something is wrong, never overwrite.
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * Redeems a link once: true for the first redemption of a recorded, unexpired link for this user
 * (and organization); false for an unknown, expired, other person's or already redeemed one.
 */
export async function redeemBookrxLink(link: {
  nonce: string;
  userId: string;
  orgId: string | null;
  now?: Date;
}): Promise<boolean> {
  const now = link.now ?? new Date();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bookrxLinkKeys.item(link.nonce),
        UpdateExpression: 'SET redeemedAt = :now',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(redeemedAt) AND userId = :userId AND orgId = :orgId AND expiresAt > :nowSeconds',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':userId': link.userId,
          ':orgId': link.orgId,
          ':nowSeconds': Math.floor(now.getTime() / 1000),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
