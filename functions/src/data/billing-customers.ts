/**
 * Which organization a payment-provider customer pays for: `BILLINGCUSTOMER#<customerId>`/`ORG`,
 * written with the checkout that creates the customer. Events about charges (a refund) name only the
 * customer, so this is how they find their organization. A customer belongs to one organization for
 * good: the link is written only if absent or already the same.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { billingCustomerKeys } from './keys';
import type { TransactItem } from './transactions';

export const BILLING_CUSTOMER_ENTITY = 'BillingCustomer';

export function billingCustomerLinked(customerId: string, orgId: string, at: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...billingCustomerKeys.item(customerId), entity: BILLING_CUSTOMER_ENTITY, customerId, orgId, at },
      ConditionExpression: 'attribute_not_exists(PK) OR orgId = :orgId',
      ExpressionAttributeValues: { ':orgId': orgId },
    },
  };
}

/** The organization of a provider customer, if one of ours. */
export async function organizationOfCustomer(customerId: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: billingCustomerKeys.item(customerId), ConsistentRead: true }),
  );
  return typeof Item?.orgId === 'string' ? Item.orgId : undefined;
}
