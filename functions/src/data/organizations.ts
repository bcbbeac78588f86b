/**
 * The organization entity: `ORG#<id>`/`PROFILE`, with GSI1 (all organizations) and GSI2 (by status).
 * This module is the only writer of the organization item.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Module } from '@lunia/shared/domain/constants';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import { organizationKeys, withoutKeys } from './keys';
import { toItem as membershipItem } from './memberships';
import type { TransactItem } from './transactions';

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
  return { ...organizationKeys.profile(org.id), ...organizationKeys.indexes(org), entity: ORGANIZATION_ENTITY, ...org };
}

export function fromItem(item: Record<string, unknown>): Organization {
  const { approvedDocumentTypes: _types, ...org } = withoutKeys(item);
  return org as unknown as Organization;
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

/** Organizations by id (one BatchGetItem per 100); ids without an organization are absent. */
export async function getOrganizations(orgIds: readonly string[]): Promise<Map<string, Organization>> {
  const items = await batchGetItems([...new Set(orgIds)].map(organizationKeys.profile));
  return new Map(items.map((item) => [item.id as string, fromItem(item)]));
}

/** Names and contact e-mails of organizations, for lists that show who owns what. */
export async function getOrganizationSummaries(
  orgIds: readonly string[],
): Promise<Map<string, { name: string; contactEmail: string }>> {
  const items = await batchGetItems([...new Set(orgIds)].map(organizationKeys.profile), {
    expression: 'id, #name, contactEmail',
    names: { '#name': 'name' },
  });
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return new Map(
    items.map((item) => [text(item.id), { name: text(item.name), contactEmail: text(item.contactEmail) }]),
  );
}

/** Adds or removes a document type from the organization's approved set (in a document's transaction). */
export function approvedDocumentTypeChange(orgId: string, type: string, op: 'ADD' | 'DELETE'): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: `${op} approvedDocumentTypes :types`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':types': new Set([type]) },
    },
  };
}
