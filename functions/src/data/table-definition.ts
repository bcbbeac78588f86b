/**
 * The single table: key schema, indexes, stream and TTL. The CDK stack and the local stack both
 * build the table from this definition, so they cannot drift apart.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const;

/** Overloaded global secondary indexes; docs/data-model.md lists what each one serves. */
export const TABLE_INDEXES = [
  { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
] as const;

export const TABLE_STREAM_VIEW = 'NEW_AND_OLD_IMAGES' as const;
export const TABLE_TTL_ATTRIBUTE = 'expiresAt';

/** The CreateTable/UpdateTable description of one index (every index projects every attribute). */
export function indexDescription(index: (typeof TABLE_INDEXES)[number]) {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  };
}

export function createTableInput(tableName: string): CreateTableCommandInput {
  const keyAttributes = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE_INDEXES.map(indexDescription),
    StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE_STREAM_VIEW },
  };
}
