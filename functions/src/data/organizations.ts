/**
 * The organization entity: `ORG#<id>`/`PROFILE`, with GSI1 (all organizations) and GSI2 (by status).
 * This module is the only writer of the organization item.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Module } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import type { ExpiryEntry, ExpiryMap } from '../domain/documents/expiry-rules';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import { setExpiryEntry } from './expiry-map';
import { organizationKeys, withoutKeys } from './keys';
import { toItem as membershipItem } from './memberships';
import { type TransactItem, writeTransaction } from './transactions';

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
  /** The modules asked for at creation; active ones are `activeModules` (only once verified). */
  requestedModules: Module[];
  unlimitedLocations: boolean;
  /** How many pharmacy locations it has: kept in the same transaction as every location create/delete. */
  locationCount: number;
  /**
   * How many owners it has: moved in the same transaction as every membership change that makes or
   * ends an owner, conditioned on staying at least 1. Absent on organizations created before it
   * existed, until the first such change counts them (`ownerCountInitialised`).
   */
  ownerCount?: number;
  /** The paid plan (issue 12), absent until a first checkout completes. */
  billing?: OrganizationBilling;
  createdAt: string;
  /** Type → the organization's tracked document and its expiry date (data/expiry-map.ts; kept by the table stream). */
  documentExpiry?: ExpiryMap;
}

/** An organization's subscription as the payment provider's events left it. */
export interface OrganizationBilling {
  status: 'active' | 'past_due' | 'canceled';
  /** The paid modules of the plan. */
  modules: Module[];
  /** Locations the plan covers (the location limit while it is active). */
  locations: number;
  amountCents: number;
  currency: string;
  providerCustomerId?: string;
  providerSubscriptionId?: string;
  updatedAt: string;
}

/** The fields an organization's owner or admin may change. */
export type OrganizationDetails = Pick<
  Organization,
  | 'name'
  | 'pharmacyLicenseNumber'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'contactEmail'
  | 'einNumber'
  | 'phone'
  | 'website'
  | 'description'
  | 'requestedModules'
>;

export const ORGANIZATION_ENTITY = 'Organization';

export function toItem(org: Organization) {
  return { ...organizationKeys.profile(org.id), ...organizationKeys.indexes(org), entity: ORGANIZATION_ENTITY, ...org };
}

export function fromItem(item: Record<string, unknown>): Organization {
  const { approvedDocumentTypes: _types, ...org } = withoutKeys(item);
  // Items written before these attributes existed read as none.
  return { requestedModules: [], locationCount: 0, ...org } as unknown as Organization;
}

/**
 * Creates an organization and makes its creator the owner, atomically, with `alongWith` (its audit
 * event) in the same transaction.
 */
export async function createOrganizationWithOwner(
  org: Organization,
  ownerId: string,
  alongWith: TransactItem[] = [],
): Promise<void> {
  await writeTransaction([
    { Put: { TableName: tableName(), Item: toItem(org), ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Put: {
        TableName: tableName(),
        Item: membershipItem({ orgId: org.id, userId: ownerId, role: 'owner', joinedAt: org.createdAt }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...alongWith,
  ]);
}

/** One organization by id (strongly consistent: it decides limits and answers right after a change). */
export async function getOrganization(orgId: string): Promise<Organization | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: organizationKeys.profile(orgId), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
}

/** Sets the given details (only those present) on an existing organization, in a transaction. */
export function organizationDetailsUpdate(orgId: string, details: Partial<OrganizationDetails>): TransactItem {
  const entries = Object.entries(details).filter(([, value]) => value !== undefined);
  if (entries.length === 0) throw new Error('An organization update needs at least one field');
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = entries.map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Counts one more location on the organization, only while it has fewer than `limit` (or exactly
 * `expectedCount`, when the new location's primary flag depends on the count read): the race-safe
 * half of the location limit. Items without a count have none.
 */
export function locationAdded(orgId: string, guard: { limit: number } | { expectedCount: number }): TransactItem {
  const guardExpression =
    'limit' in guard
      ? '(attribute_not_exists(locationCount) OR locationCount < :guard)'
      : guard.expectedCount === 0
        ? '(attribute_not_exists(locationCount) OR locationCount = :guard)'
        : 'locationCount = :guard';
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET locationCount = if_not_exists(locationCount, :zero) + :one',
      ConditionExpression: `attribute_exists(PK) AND ${guardExpression}`,
      ExpressionAttributeValues: {
        ':zero': 0,
        ':one': 1,
        ':guard': 'limit' in guard ? guard.limit : guard.expectedCount,
      },
    },
  };
}

/** Counts one location fewer (in the transaction that deletes it). */
export function locationRemoved(orgId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET locationCount = locationCount - :one',
      ConditionExpression: 'attribute_exists(PK) AND locationCount > :zero',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
    },
  };
}

/**
 * Sets the owner count of an organization created before it was kept, only while it has none (of two
 * requests initialising at once, the first wins and the other's count is the same). Returns false when
 * a count was already there. Any change to who is an owner needs the count first, so the owners counted
 * before this write cannot change before it.
 */
export async function ownerCountInitialised(orgId: string, owners: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: organizationKeys.profile(orgId),
        UpdateExpression: 'SET ownerCount = :owners',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(ownerCount)',
        ExpressionAttributeValues: { ':owners': owners },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * One owner more or fewer, in the transaction of the membership change. One fewer only while more
 * than one is left: the race-safe half of "the last owner can never be removed or demoted".
 */
export function ownerCountChanged(orgId: string, delta: -1 | 1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET ownerCount = ownerCount + :delta',
      ConditionExpression:
        delta < 0
          ? 'attribute_exists(PK) AND ownerCount > :one'
          : 'attribute_exists(PK) AND attribute_exists(ownerCount)',
      ExpressionAttributeValues: delta < 0 ? { ':delta': delta, ':one': 1 } : { ':delta': delta },
    },
  };
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

/** A transaction item that only checks the organization exists (writes about it commit only then). */
export function organizationExists(orgId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      ConditionExpression: 'attribute_exists(PK)',
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

/**
 * Activates a free module (BookRx) of a verified organization (spec §4): appended to `activeModules`
 * only while the organization is still verified and does not have it yet, so of two activations at
 * once one writes and the other's condition fails (the use case then finds it active: one change).
 */
export function moduleActivated(orgId: string, module: Module): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET activeModules = list_append(if_not_exists(activeModules, :none), :modules)',
      ConditionExpression: 'attribute_exists(PK) AND verified = :true AND NOT contains(activeModules, :module)',
      ExpressionAttributeValues: { ':none': [], ':modules': [module], ':module': module, ':true': true },
    },
  };
}

/**
 * The plan's new state and the organization's active modules with it (paid modules added when the
 * plan becomes active, removed when a charge fails or it is canceled), written only while the active
 * modules are still those the change was computed from: a concurrent free activation makes it fail,
 * and the caller recomputes.
 */
export function billingChanged(
  orgId: string,
  change: { billing: OrganizationBilling; activeModules: Module[]; previousActiveModules: Module[] },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET billing = :billing, activeModules = :modules',
      ConditionExpression:
        'attribute_exists(PK) AND (activeModules = :previous OR (attribute_not_exists(activeModules) AND :noneBefore = :true))',
      ExpressionAttributeValues: {
        ':billing': change.billing,
        ':modules': change.activeModules,
        ':previous': change.previousActiveModules,
        ':noneBefore': change.previousActiveModules.length === 0,
        ':true': true,
      },
    },
  };
}

/** A last evaluated key of this list: string key attributes only, in the partition read. */
function isPageKeyOf(key: Record<string, unknown>, index: 'GSI1' | 'GSI2', partition: string): boolean {
  const expected = ['PK', 'SK', `${index}PK`, `${index}SK`];
  const names = Object.keys(key);
  return (
    names.length === expected.length &&
    expected.every((name) => typeof key[name] === 'string') &&
    key[`${index}PK`] === partition
  );
}

/**
 * One page of organizations, newest first (access pattern 5): every organization from GSI1, or those
 * of one status from GSI2. `after` is the last evaluated key of the previous page (a forged one is a 400).
 */
export async function listOrganizationsPage(input: {
  status: 'all' | 'verified' | 'pending';
  limit: number;
  after?: Record<string, unknown> | undefined;
}): Promise<{ organizations: Organization[]; lastKey?: Record<string, unknown> }> {
  const index = input.status === 'all' ? 'GSI1' : 'GSI2';
  const partition =
    input.status === 'all' ? organizationKeys.allPartition : organizationKeys.statusPartition(input.status);
  if (input.after && !isPageKeyOf(input.after, index, partition)) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is invalid.', 'cursor');
  }
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${index}PK = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: input.limit,
      ...(input.after ? { ExclusiveStartKey: input.after } : {}),
    }),
  );
  return {
    organizations: (page.Items ?? []).map(fromItem),
    ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey } : {}),
  };
}

/** The organization's expiry map entry of a document type (the table stream keeps it: data/expiry-map.ts). */
export async function setOrganizationDocumentExpiry(
  orgId: string,
  type: string,
  documentId: string,
  entry: ExpiryEntry | null,
): Promise<void> {
  await setExpiryEntry(organizationKeys.profile(orgId), type, documentId, entry);
}

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
