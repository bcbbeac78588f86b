/**
 * Health signals for /admin/settings (docs/data-model.md): e-mails sent per UTC day
 * (`MAILSENT_DAY`/<date>, ADD by the mail senders) and the table stream's heartbeat
 * (`SYSTEM`/`STREAM_HEARTBEAT`, the time the stream consumer last processed a change). Both are
 * monitoring figures written outside the changes they describe (at-least-once, not exact).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, updateIfStill } from './client';
import { systemSignalKeys } from './keys';

export const STREAM_HEARTBEAT_ENTITY = 'StreamHeartbeat';
const DAY_TTL_SECONDS = 400 * 24 * 3600;

const utcDay = (date = new Date()) => date.toISOString().slice(0, 10);

/** Adds `count` to today's e-mails sent. */
export async function countMailSent(count = 1): Promise<void> {
  if (count <= 0) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: systemSignalKeys.mailSentOn(utcDay()),
      UpdateExpression: 'ADD #count :n SET entity = :entity, expiresAt = if_not_exists(expiresAt, :expires)',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':n': count,
        ':entity': 'MailSentDay',
        ':expires': Math.floor(Date.now() / 1000) + DAY_TTL_SECONDS,
      },
    }),
  );
}

export async function mailSentToday(): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: systemSignalKeys.mailSentOn(utcDay()) }),
  );
  return Number(Item?.count ?? 0);
}

/** Records that the stream consumer processed changes at `at`. */
export async function touchStreamHeartbeat(at: string): Promise<void> {
  // An equal or later time, recorded by another consumer meanwhile, stays.
  await updateIfStill({
    Key: systemSignalKeys.streamHeartbeat,
    UpdateExpression: 'SET entity = :entity, lastEventAt = :at',
    ConditionExpression: 'attribute_not_exists(lastEventAt) OR lastEventAt < :at',
    ExpressionAttributeValues: { ':entity': STREAM_HEARTBEAT_ENTITY, ':at': at },
  });
}

export async function lastStreamEventAt(): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: systemSignalKeys.streamHeartbeat }));
  return typeof Item?.lastEventAt === 'string' ? Item.lastEventAt : null;
}
