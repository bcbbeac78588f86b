/**
 * The table's rate limits: a fixed-window counter (public forms per IP since issue 13, data exports per
 * person since issue 25), and the public forms' other abuse controls, each one conditional write on an item with a TTL, so
 * no scan or cleanup is ever needed: a fixed-window counter per form and IP, a cooldown per form and
 * address for the acknowledgement e-mail, and the single-use record of a bot-check proof. Subjects
 * arrive as digests (lib/digest.ts); the items hold no address or IP.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionalCheckFailed, putIfAbsent, tableName, updateIfStill } from './client';
import { publicFormKeys } from './keys';

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Counts one event in the current fixed window of `windowSeconds`, on the item `key(windowStart)`
 * (attribute `counter`, TTL one window after the window ends: TTL deletion is not immediate anyway).
 * Returns the seconds until the window ends when it already holds `limit` events (nothing counted),
 * else undefined. The one fixed-window counter of the table: public forms per IP, data exports per person.
 */
export async function countInWindow(input: {
  key: (windowStart: number) => Record<string, string>;
  entity: string;
  counter: string;
  limit: number;
  windowSeconds: number;
  now?: Date;
}): Promise<number | undefined> {
  const now = epochSeconds(input.now ?? new Date());
  const windowStart = now - (now % input.windowSeconds);
  const counted = await updateIfStill({
    Key: input.key(windowStart),
    UpdateExpression: 'ADD #count :one SET entity = :entity, expiresAt = if_not_exists(expiresAt, :expiresAt)',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
    ExpressionAttributeNames: { '#count': input.counter },
    ExpressionAttributeValues: {
      ':one': 1,
      ':limit': input.limit,
      ':entity': input.entity,
      ':expiresAt': windowStart + 2 * input.windowSeconds,
    },
  });
  return counted ? undefined : windowStart + input.windowSeconds - now;
}

/**
 * Counts one submission of `form` from the IP with this digest in the current fixed window. Returns
 * false (and counts nothing) when the window already holds `limit` submissions.
 */
export async function countFormSubmission(input: {
  form: string;
  ipDigest: string;
  limit: number;
  windowSeconds: number;
  now?: Date;
}): Promise<boolean> {
  const full = await countInWindow({
    key: (windowStart) => publicFormKeys.ipWindow(input.form, input.ipDigest, windowStart),
    entity: 'FormRateWindow',
    counter: 'submissions',
    limit: input.limit,
    windowSeconds: input.windowSeconds,
    ...(input.now ? { now: input.now } : {}),
  });
  return full === undefined;
}

/**
 * Claims the acknowledgement of `form` to the address with this digest for `cooldownSeconds`.
 * True when this submission (`submissionId`) may send it: no other submission did within the
 * cooldown, or this same one claimed it before (a redelivered stream record sends it again, and
 * the mail's dedupe key keeps it to one e-mail).
 */
export async function claimAcknowledgement(input: {
  form: string;
  addressDigest: string;
  submissionId: string;
  cooldownSeconds: number;
  now?: Date;
}): Promise<boolean> {
  const now = epochSeconds(input.now ?? new Date());
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...publicFormKeys.ackCooldown(input.form, input.addressDigest),
          entity: 'FormAckCooldown',
          submissionId: input.submissionId,
          sentAt: now,
          expiresAt: now + input.cooldownSeconds,
        },
        // DynamoDB TTL deletion lags, so an expired claim counts as absent.
        ConditionExpression: 'attribute_not_exists(PK) OR submissionId = :id OR expiresAt <= :now',
        ExpressionAttributeValues: { ':id': input.submissionId, ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Records a bot-check proof as used until its challenge expires. False when it was used before. */
export async function claimFormProof(input: { challengeDigest: string; expiresAt: Date }): Promise<boolean> {
  return putIfAbsent({
    ...publicFormKeys.usedProof(input.challengeDigest),
    entity: 'FormProofUsed',
    expiresAt: epochSeconds(input.expiresAt) + 60,
  });
}
