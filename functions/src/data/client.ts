import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { clientConfig, env } from '../lib/env';

/** The one DocumentClient of a function, created on first use. */
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const client = new DynamoDBClient(clientConfig('dynamodb'));
    // The SDK's logger step copies every command's input and output through its sensitive-data filter
    // to hand them to a logger that discards them (the default logs nothing); our own log lines say
    // what a request did. Without it each call skips two walks of its items.
    client.middlewareStack.remove('loggerMiddleware');
    documentClient = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return documentClient;
}

export const tableName = () => env.tableName;

export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

type UpdateInput = Omit<UpdateCommandInput, 'TableName'>;

/**
 * Runs a conditional update that hands back the attributes its `ReturnValues` asks for (`{}` when it
 * asks for none); undefined when its condition no longer held (the item changed, or is gone).
 */
export async function updateIfStillReturning(input: UpdateInput): Promise<Record<string, unknown> | undefined> {
  try {
    const { Attributes } = await db().send(new UpdateCommand({ ...input, TableName: tableName() }));
    return Attributes ?? {};
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/** Runs a conditional update; false when its condition no longer held (the item changed, or is gone). */
export async function updateIfStill(input: UpdateInput): Promise<boolean> {
  return (await updateIfStillReturning(input)) !== undefined;
}

type QueryInput = Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName' | 'ExclusiveStartKey'>;

/**
 * Every page of a bounded query (a user's memberships, an owner's documents, the counters): follows
 * LastEvaluatedKey and hands each page to `onPage`. Lists that can grow without bound page with a
 * cursor instead.
 */
export async function queryAllPages(
  input: QueryInput,
  onPage: (page: { items: Record<string, unknown>[]; count: number }) => void,
): Promise<void> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey }));
    onPage({ items: page.Items ?? [], count: page.Count ?? 0 });
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

type Key = Record<string, unknown>;

/**
 * One page of a partition, read in its sort order (`newestFirst` reverses it): the partition of the
 * base table, or of `index` (`GSI1PK = :pk`, …), from `startKey` (the previous page's last key). Lists
 * that grow without bound page this way, with a cursor; `lastKey` is absent on the last page.
 */
export async function queryPartitionPage(input: {
  index?: 'GSI1' | 'GSI2' | 'GSI3' | 'GSI4';
  partition: string;
  limit: number;
  startKey?: Key | undefined;
  newestFirst?: boolean;
  projection?: string;
}): Promise<{ items: Key[]; lastKey?: Key }> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...(input.index ? { IndexName: input.index } : {}),
      KeyConditionExpression: `${input.index ?? ''}PK = :pk`,
      ExpressionAttributeValues: { ':pk': input.partition },
      ...(input.projection ? { ProjectionExpression: input.projection } : {}),
      ...(input.newestFirst ? { ScanIndexForward: false } : {}),
      Limit: input.limit,
      ...(input.startKey ? { ExclusiveStartKey: input.startKey } : {}),
    }),
  );
  return { items: page.Items ?? [], ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey } : {}) };
}

/** Creates an item that must not exist yet (fresh ids, one-per-key claims). */
export async function putNewItem(item: Record<string, unknown>): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}

/**
 * Creates an item once (a claim, a delivery recorded once); false when it exists already, made by an
 * earlier or a concurrent run. Any other failure is thrown.
 */
export async function putIfAbsent(item: Record<string, unknown>): Promise<boolean> {
  try {
    await putNewItem(item);
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
