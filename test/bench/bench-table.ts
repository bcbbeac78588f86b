/**
 * Rows the table-scale benchmarks write straight into the local stack's table: unverified pharmacist
 * profiles, written without the `entity` marker the table stream reacts to (so no counter or lookup
 * work runs in the background while a benchmark measures), and a batch writer.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { userKeys } from '../../functions/src/data/keys';
import { newPharmacistProfile } from '../../functions/src/domain/account/new-pharmacist-profile';
import type { StackInfo } from '../support/stack-info';

/** An unverified (NOT_SUBMITTED) pharmacist profile item, `bench-<label>-<nnnnn>`. */
export function benchUserProfile(label: string, n: number, language: 'en' | 'es') {
  const id = `bench-${label}-${String(n).padStart(5, '0')}`;
  const createdAt = new Date(Date.UTC(2025, 0, 1, 0, 0, 0, n)).toISOString();
  const profile = newPharmacistProfile({
    id,
    email: `${id}@bench.lunia.local`,
    firstName: 'Bench',
    // Fixed-width numbers: the 100th and the 10,000th user are items of the same size.
    lastName: `${label} ${String(n).padStart(5, '0')}`,
    phone: '787-555-0100',
    licenseNumber: '',
    luniaId: `LUN-${label.slice(0, 1).toUpperCase()}${String(n).padStart(6, '0')}`,
    language,
    now: createdAt,
  });
  return {
    ...userKeys.profile(id),
    ...userKeys.indexes({ id, createdAt, verificationStatus: profile.verificationStatus }),
    ...profile,
    emailVerified: true,
  };
}

/** Writes items 25 to a request, `concurrency` requests at a time, retrying what DynamoDB leaves unprocessed. */
export async function writeBenchItems(
  stack: Pick<StackInfo, 'urls' | 'env'>,
  items: Record<string, unknown>[],
  concurrency = 4,
): Promise<void> {
  const writer = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack.urls.dynamodb,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const table = stack.env.TABLE_NAME as string;
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let nextBatch = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let batch = batches[nextBatch++]; batch; batch = batches[nextBatch++]) {
        let requests: Record<string, unknown> = { [table]: batch.map((Item) => ({ PutRequest: { Item } })) };
        while (Object.keys(requests).length > 0) {
          const result = await writer.send(new BatchWriteCommand({ RequestItems: requests as never }));
          requests = (result.UnprocessedItems ?? {}) as Record<string, unknown>;
        }
      }
    }),
  );
  writer.destroy();
}
