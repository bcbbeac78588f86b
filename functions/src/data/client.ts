import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { clientConfig, env } from '../lib/env';

/** The one DocumentClient of a function, created on first use. */
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient(clientConfig('dynamodb')), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export const tableName = () => env.tableName;

export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
