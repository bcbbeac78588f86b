/**
 * The Powertools persistence layer of the idempotency records (data/idempotency.ts says when to use
 * it): one partition per scope, `IDEMPOTENCY#<scope>`, TTL attribute `expiresAt`. A module of its own
 * so that only the workers that use it bundle Powertools.
 */
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { clientConfig, env } from '../lib/env';
import type { IdempotencyScope } from './idempotency';
import { idempotencyKeys } from './keys';

export function idempotencyStore(scope: IdempotencyScope): DynamoDBPersistenceLayer {
  return new DynamoDBPersistenceLayer({
    tableName: env.tableName,
    keyAttr: 'PK',
    sortKeyAttr: 'SK',
    staticPkValue: idempotencyKeys.partition(scope),
    expiryAttr: 'expiresAt',
    clientConfig: clientConfig('dynamodb'),
  });
}
