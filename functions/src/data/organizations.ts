import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Module } from '@lunia/shared/domain/constants';
import { db, tableName } from './client';
import { keys } from './keys';
import { toItem as membershipItem } from './memberships';

export interface Organization {
  id: string;
  name: string;
  pharmacyLicenseNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  contactEmail: string;
  einNumber: string;
  phone: string;
  website: string;
  description: string;
  verified: boolean;
  canSubscribe: boolean;
  activeModules: Module[];
  unlimitedLocations: boolean;
  createdAt: string;
}

export const ORGANIZATION_ENTITY = 'Organization';

export function toItem(org: Organization) {
  return {
    ...keys.organization(org.id),
    GSI1PK: 'ORGS',
    GSI1SK: `${org.createdAt}#${org.id}`,
    GSI2PK: `ORGSTATUS#${org.verified ? 'verified' : 'pending'}`,
    GSI2SK: `${org.createdAt}#${org.id}`,
    entity: ORGANIZATION_ENTITY,
    ...org,
  };
}

/** Creates an organization and makes its creator the owner, atomically. */
export async function createOrganizationWithOwner(org: Organization, ownerId: string): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: toItem(org), ConditionExpression: 'attribute_not_exists(PK)' } },
        {
          Put: {
            TableName: tableName(),
            Item: membershipItem({ orgId: org.id, userId: ownerId, role: 'owner', joinedAt: org.createdAt }),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ],
    }),
  );
}
