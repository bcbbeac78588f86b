/**
 * Pharmacy locations (access pattern 6): `ORG#<orgId>`/`LOCATION#<id>`, in their organization's
 * partition, so a location is only ever reached through the organization it belongs to. Exactly one
 * location of an organization is primary: every change of the flag is conditioned on the value read.
 * This module is the only writer of location items; the organization's `locationCount` moves with
 * them (data/organization-counts.ts `locationAdded` / `locationRemoved`, in the same transaction).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAllPages, tableName } from './client';
import { locationKeys, withoutKeys } from './keys';
import type { TransactItem } from './transactions';
import { setFields } from './update-expression';

export interface Location {
  id: string;
  orgId: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  pharmacyLicense: string;
  isPrimary: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The fields of the location form (portal-and-admin §5). */
export const LOCATION_DETAIL_FIELDS = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
  'email',
  'pharmacyLicense',
] as const;
export type LocationDetails = Pick<Location, (typeof LOCATION_DETAIL_FIELDS)[number]>;

export const LOCATION_ENTITY = 'Location';

export function toItem(location: Location) {
  return { ...locationKeys.item(location.orgId, location.id), entity: LOCATION_ENTITY, ...location };
}

const fromItem = (item: Record<string, unknown>): Location => withoutKeys(item) as unknown as Location;

/** A location of one organization; another organization's location id finds nothing. */
export async function getLocation(orgId: string, locationId: string): Promise<Location | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: locationKeys.item(orgId, locationId), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
}

/** Every location of an organization (bounded by the location limit; pages are followed). */
export async function listLocations(orgId: string): Promise<Location[]> {
  const locations: Location[] = [];
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': locationKeys.organizationPartition(orgId),
        ':prefix': locationKeys.sortPrefix,
      },
      ConsistentRead: true,
    },
    ({ items }) => locations.push(...items.map(fromItem)),
  );
  return locations;
}

/** Creates a new location (fresh id). */
export function locationCreated(location: Location): TransactItem {
  return { Put: { TableName: tableName(), Item: toItem(location), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/**
 * Sets a location's details and primary flag, provided the flag is still what was read (so a
 * concurrent primary switch makes this write fail rather than leave two primaries or none).
 */
export function locationUpdated(
  location: Pick<Location, 'orgId' | 'id' | 'isPrimary' | 'updatedAt'> & LocationDetails,
  wasPrimary: boolean,
): TransactItem {
  const set = setFields({
    ...Object.fromEntries(LOCATION_DETAIL_FIELDS.map((field) => [field, location[field]])),
    isPrimary: location.isPrimary,
    updatedAt: location.updatedAt,
  });
  return {
    Update: {
      TableName: tableName(),
      Key: locationKeys.item(location.orgId, location.id),
      ...set,
      ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ':was': wasPrimary },
      ConditionExpression: 'attribute_exists(PK) AND isPrimary = :was',
    },
  };
}

/** Flips one location's primary flag from `from` to `to`; fails if the flag is no longer `from`. */
export function primaryFlagChanged(
  orgId: string,
  locationId: string,
  change: { from: boolean; to: boolean; at: string },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: locationKeys.item(orgId, locationId),
      UpdateExpression: 'SET isPrimary = :to, updatedAt = :at',
      ConditionExpression: 'attribute_exists(PK) AND isPrimary = :from',
      ExpressionAttributeValues: { ':from': change.from, ':to': change.to, ':at': change.at },
    },
  };
}

/** Deletes a location that exists and is not the primary one. */
export function nonPrimaryLocationDeleted(orgId: string, locationId: string): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: locationKeys.item(orgId, locationId),
      ConditionExpression: 'attribute_exists(PK) AND isPrimary = :false',
      ExpressionAttributeValues: { ':false': false },
    },
  };
}
