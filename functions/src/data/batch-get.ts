/**
 * BatchGetItem over any number of keys: 100 keys per request, unprocessed keys retried with backoff.
 * Entity modules use it to read a page's related items in one round trip instead of one GetItem each.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

const BATCH_GET_LIMIT = 100;
const ATTEMPTS = 5;

export async function batchGetItems(
  itemKeys: readonly Record<string, unknown>[],
  projection?: { expression: string; names?: Record<string, string> },
  /** Strongly consistent reads (twice the read units): for a read that decides a write. */
  consistent = false,
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < itemKeys.length; start += BATCH_GET_LIMIT) {
    let pending: Record<string, unknown>[] = itemKeys.slice(start, start + BATCH_GET_LIMIT);
    for (let attempt = 0; pending.length > 0 && attempt < ATTEMPTS; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const { Responses, UnprocessedKeys } = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: pending,
              ...(consistent ? { ConsistentRead: true } : {}),
              ...(projection
                ? {
                    ProjectionExpression: projection.expression,
                    ...(projection.names ? { ExpressionAttributeNames: projection.names } : {}),
                  }
                : {}),
            },
          },
        }),
      );
      found.push(...(Responses?.[tableName()] ?? []));
      pending = (UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
    if (pending.length > 0) throw new Error('BatchGetItem left keys unprocessed');
  }
  return found;
}
