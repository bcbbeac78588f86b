/**
 * One DynamoDB GetItem as a signed JSON call (lib/aws/aws-json-call.ts), for a function whose bundle
 * cannot afford the DynamoDB client: the Cognito custom e-mail sender, whose Encryption SDK already
 * fills most of its budget. Keys are strings and only string, number and boolean attributes are read
 * back; everything else about the table is the data module's (data/user-email-language.ts).
 */
import { env } from '../env';
import { awsJsonCall } from './aws-json-call';

type WireValue = { S?: string; N?: string; BOOL?: boolean };

export interface ItemRead {
  tableName: string;
  key: Record<string, string>;
  attributes: readonly string[];
}

const plainValue = (value: WireValue): unknown => value.S ?? (value.N !== undefined ? Number(value.N) : value.BOOL);

/** The item's requested attributes (strongly consistent), or undefined when there is no such item. */
export async function getItemAttributes(read: ItemRead): Promise<Record<string, unknown> | undefined> {
  const names = Object.fromEntries(read.attributes.map((attribute, index) => [`#a${index}`, attribute]));
  const { Item } = await awsJsonCall<{ Item?: Record<string, WireValue> }>({
    service: 'dynamodb',
    endpoint: env.endpoint('dynamodb') ?? `https://dynamodb.${env.region}.amazonaws.com`,
    target: 'DynamoDB_20120810.GetItem',
    jsonVersion: '1.0',
    input: {
      TableName: read.tableName,
      Key: Object.fromEntries(Object.entries(read.key).map(([name, value]) => [name, { S: value }])),
      ProjectionExpression: Object.keys(names).join(', '),
      ExpressionAttributeNames: names,
      ConsistentRead: true,
    },
  });
  if (!Item) return undefined;
  return Object.fromEntries(Object.entries(Item).map(([name, value]) => [name, plainValue(value)]));
}
