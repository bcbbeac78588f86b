/**
 * An organization's verification on its profile item `ORG#<id>`/`PROFILE`: the approved document
 * types (a string set changed in each document decision's transaction), an admin's approval (verified,
 * canSubscribe, the verified GSI2 list) and its loss when the approved pharmacy licence goes. Every
 * write is conditioned on the state the caller read.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Module } from '@lunia/shared/domain/constants';
import { db, tableName } from './client';
import { organizationKeys } from './keys';
import { fromItem, type Organization } from './organization-profiles';
import type { TransactItem } from './transactions';

/** The organization with its approved document types (read consistently, for a verification decision). */
export async function getOrganizationVerificationState(
  orgId: string,
): Promise<{ organization: Organization; approvedDocumentTypes: string[] } | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: organizationKeys.profile(orgId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const approved = Item.approvedDocumentTypes;
  return {
    organization: fromItem(Item),
    approvedDocumentTypes: approved instanceof Set ? [...(approved as Set<string>)] : [],
  };
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

/**
 * A verified organization loses its approved pharmacy licence (deleted or replaced, in that
 * document's transaction): the type leaves the approved set, verified and canSubscribe become false,
 * it moves back to the pending GSI2 list, and its active modules become `activeModules` (BookRx
 * removed) — only while it is still verified with the modules read, so a concurrent change fails it.
 * It replaces approvedDocumentTypeChange (one transaction may touch the organization only once).
 */
export function organizationVerificationRevokedChange(
  seen: Pick<Organization, 'id' | 'activeModules'>,
  type: string,
  activeModules: Module[],
): TransactItem {
  const hadModules = Array.isArray(seen.activeModules);
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(seen.id),
      UpdateExpression:
        'SET verified = :false, canSubscribe = :false, GSI2PK = :pendingPartition, activeModules = :modules DELETE approvedDocumentTypes :types',
      ConditionExpression: `attribute_exists(PK) AND verified = :true AND ${
        hadModules ? 'activeModules = :oldModules' : 'attribute_not_exists(activeModules)'
      }`,
      ExpressionAttributeValues: {
        ':false': false,
        ':true': true,
        ':pendingPartition': organizationKeys.statusPartition('pending'),
        ':modules': activeModules,
        ':types': new Set([type]),
        ...(hadModules ? { ':oldModules': seen.activeModules } : {}),
      },
    },
  };
}

/**
 * An admin's approval (spec §4): verified and canSubscribe become true and the organization moves
 * to the verified GSI2 list — only while it is still unverified and its pharmacy licence is still
 * among its approved document types (kept in each document decision's transaction), so of two
 * admins approving at once one wins, and a licence denied meanwhile blocks the approval.
 */
export function approveOrganizationChange(orgId: string, at: string, adminId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression:
        'SET verified = :true, canSubscribe = :true, GSI2PK = :verifiedPartition, approvedAt = :at, approvedBy = :admin',
      ConditionExpression: 'attribute_exists(PK) AND verified = :false AND contains(approvedDocumentTypes, :licence)',
      ExpressionAttributeValues: {
        ':true': true,
        ':false': false,
        ':verifiedPartition': organizationKeys.statusPartition('verified'),
        ':at': at,
        ':admin': adminId,
        ':licence': 'pharmacy_license',
      },
    },
  };
}
