/**
 * What "download my data" reads beyond the entity modules (issue 25): every audit event about a person,
 * by the partitions the events are indexed under (their subject `AUDIT#<type>#<id>`, their actor GSI1
 * `ACTOR#<id>`), all pages, Queries only; and the hourly export counter (the table's fixed-window
 * counter, data/rate-limits.ts).
 */
import type { AuditEvent, AuditTargetType } from './audit-events';
import { queryAllPages } from './client';
import { auditEventKeys, dataExportKeys, withoutKeys } from './keys';
import { countInWindow } from './rate-limits';

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
export function countDataExport(input: {
  userId: string;
  limit: number;
  windowSeconds: number;
  now: Date;
}): Promise<number | undefined> {
  return countInWindow({
    key: (windowStart) => dataExportKeys.window(input.userId, windowStart),
    entity: 'DataExportWindow',
    counter: 'exports',
    limit: input.limit,
    windowSeconds: input.windowSeconds,
    now: input.now,
  });
}
