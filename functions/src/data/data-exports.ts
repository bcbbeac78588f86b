/**
 * What "download my data" reads beyond the entity modules (issue 25): every audit event about a person,
 * by the partitions the events are indexed under (their subject `AUDIT#<type>#<id>`, their actor GSI1
 * `ACTOR#<id>`), all pages, Queries only; and the hourly export counter, one conditional ADD on an item
 * with a TTL (docs/data-model.md).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEvent, AuditTargetType } from './audit-events';
import { db, isConditionalCheckFailed, queryAllPages, tableName } from './client';
import { auditEventKeys, dataExportKeys, withoutKeys } from './keys';

const eventOf = (item: Record<string, unknown>) => withoutKeys(item) as unknown as AuditEvent;

/** Every event whose subject is this target (its own partition), all pages. */
export async function listAllEventsAbout(targetType: AuditTargetType, targetId: string): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': auditEventKeys.targetPartition(targetType, targetId) },
    },
    ({ items }) => events.push(...items.map(eventOf)),
  );
  return events;
}

/** Every event this actor caused (GSI1), all pages. */
export async function listAllEventsBy(actorId: string): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  await queryAllPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': auditEventKeys.actorPartition(actorId) },
    },
    ({ items }) => events.push(...items.map(eventOf)),
  );
  return events;
}

/**
 * Counts one export of `userId` in the current fixed window. Returns the seconds until the window
 * ends when it already holds `limit` exports (nothing counted), else undefined.
 */
export async function countDataExport(input: {
  userId: string;
  limit: number;
  windowSeconds: number;
  now: Date;
}): Promise<number | undefined> {
  const now = Math.floor(input.now.getTime() / 1000);
  const windowStart = now - (now % input.windowSeconds);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dataExportKeys.window(input.userId, windowStart),
        UpdateExpression: 'ADD #count :one SET entity = :entity, expiresAt = if_not_exists(expiresAt, :expiresAt)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'exports' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': input.limit,
          ':entity': 'DataExportWindow',
          ':expiresAt': windowStart + 2 * input.windowSeconds,
        },
      }),
    );
    return undefined;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return windowStart + input.windowSeconds - now;
    throw error;
  }
}
