/**
 * The organization entity: `ORG#<id>`/`PROFILE`, with GSI1 (all organizations) and GSI2 (by status)
 * (docs/data-model.md). This module creates it (with its owner's membership), reads it and writes the
 * details its owner or admin edits. The other writers of the same item are organization-counts.ts
 * (locations and owners counted), organization-verification.ts (approved document types, approval)
 * and organization-modules.ts (module activation, the paid plan); the lists are in
 * organization-lists.ts.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Module } from '@lunia/shared/domain/constants';
import type { ExpiryEntry, ExpiryMap } from '../domain/documents/expiry-rules';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import { setExpiryEntry } from './expiry-map';
import { organizationKeys, withoutKeys } from './keys';
import { toItem as membershipItem } from './memberships';
import { type TransactItem, writeTransaction } from './transactions';
import { setFields } from './update-expression';

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
  /** Set by Lunia to stop the organization's modules from opening (issue 24); absent = not suspended. */
  suspended?: boolean;
  /** While suspended: when, why and by which super admin (data/organization-lifecycle.ts). */
  suspendedAt?: string;
  suspendedReason?: string;
  suspendedBy?: string;
  /** A new legal name or licence number of a verified organization, held for Lunia's review (data/organization-pending-changes.ts). */
  pendingChange?: PendingOrganizationChange;
  /** Set when its owner deleted it (issue 24): out of every list, its routes answer 404; the item and audit trail stay. */
  deletedAt?: string;
  deletedBy?: string;
  createdAt: string;
  /** Type → the organization's tracked document and its expiry date (data/expiry-map.ts; kept by the table stream). */
  documentExpiry?: ExpiryMap;
}

/** A held change of a verified organization (issue 24): the proposed values, when and by whom. */
export interface PendingOrganizationChange {
  name?: string;
  pharmacyLicenseNumber?: string;
  requestedAt: string;
  requestedBy: string;
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
  /** Canceled in the billing portal: active until `currentPeriodEnd`, then the provider deletes it. */
  cancelAtPeriodEnd?: boolean;
  /** When the paid period ends (ISO), as the provider's last subscription event said. */
  currentPeriodEnd?: string;
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

/** Whether an `Organization` item (a stream image) is the organization's profile itself. */
export function isOrganizationProfileItem(item: Record<string, unknown> | undefined): item is Record<string, unknown> {
  return item?.SK === organizationKeys.profile('').SK;
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

/**
 * Organizations by id (one BatchGetItem per 100); ids without an organization are absent. `consistent`
 * reads them strongly, for a read that decides a write (the module-users refresh after a change).
 */
export async function getOrganizations(
  orgIds: readonly string[],
  { consistent = false }: { consistent?: boolean } = {},
): Promise<Map<string, Organization>> {
  if (orgIds.length === 0) return new Map();
  const items = await batchGetItems([...new Set(orgIds)].map(organizationKeys.profile), undefined, consistent);
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

/** Sets the given details (only those present) on an existing organization, in a transaction. */
export function organizationDetailsUpdate(orgId: string, details: Partial<OrganizationDetails>): TransactItem {
  const entries = Object.entries(details).filter(([, value]) => value !== undefined);
  if (entries.length === 0) throw new Error('An organization update needs at least one field');
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      ...setFields(Object.fromEntries(entries)),
      ConditionExpression: 'attribute_exists(PK)',
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

/** The organization's expiry map entry of a document type (the table stream keeps it: data/expiry-map.ts). */
export async function setOrganizationDocumentExpiry(
  orgId: string,
  type: string,
  documentId: string,
  entry: ExpiryEntry | null,
): Promise<void> {
  await setExpiryEntry(organizationKeys.profile(orgId), type, documentId, entry);
}
