/**
 * Pharmacy locations (access pattern 6): `ORG#<orgId>`/`LOCATION#<id>`, in their organization's
 * partition, so a location is only ever reached through the organization it belongs to. Exactly one
 * location of an organization is primary: every change of the flag is conditioned on the value read.
 * This module is the only writer of location items; the organization's `locationCount` moves with
 * them (data/organization-counts.ts `locationAdded` / `locationRemoved`, in the same transaction).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LocationCoverage, PharmacistInChargeReleaseReason } from '@lunia/shared/domain/location-coverage';
import { db, queryAllPages, tableName, updateIfStill } from './client';
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
  /** The pharmacist in charge (issue 27): a member, with their name when named; absent or null when none. */
  pharmacistInCharge?: PharmacistInCharge | null;
  /** The last coverage worked out (domain/location-coverage.ts); absent until one is first named. */
  coverage?: LocationCoverage;
  coverageChangedAt?: string;
  /** The last time Lunia cleared the pharmacist in charge itself (issue 40): who, why and when. */
  inChargeReleased?: PharmacistInChargeRelease;
  /** Every verification link of this location's summary created before this instant is revoked (issue 43). */
  binderLinksRevokedBefore?: string;
}

export interface PharmacistInChargeRelease {
  userId: string;
  name: string;
  reason: PharmacistInChargeReleaseReason;
  at: string;
}

export interface PharmacistInCharge {
  userId: string;
  name: string;
  setAt: string;
  setBy: string;
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
  const inCharge = location.pharmacistInCharge;
  return {
    ...locationKeys.item(location.orgId, location.id),
    ...(inCharge ? locationKeys.inChargeIndex(inCharge.userId, location.orgId, location.id) : {}),
    entity: LOCATION_ENTITY,
    ...location,
  };
}

export const fromItem = (item: Record<string, unknown>): Location => withoutKeys(item) as unknown as Location;

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

/**
 * Names (or clears, `to: null`) a location's pharmacist in charge with the coverage that follows,
 * provided the one named before is still `fromUserId` (null: none): of two concurrent changes one
 * wins. GSI1 lists a person's locations in charge (listLocationsInChargeOf).
 */
export function pharmacistInChargeChanged(
  location: Pick<Location, 'orgId' | 'id'>,
  change: {
    fromUserId: string | null;
    to: PharmacistInCharge | null;
    coverage: LocationCoverage;
    coverageChangedAt: string | undefined;
    at: string;
  },
): TransactItem {
  const values: Record<string, unknown> = { ':p': change.to, ':c': change.coverage, ':at': change.at };
  const set = ['pharmacistInCharge = :p', 'coverage = :c', 'updatedAt = :at'];
  if (change.coverageChangedAt) {
    set.push('coverageChangedAt = :cat');
    values[':cat'] = change.coverageChangedAt;
  }
  let update = `SET ${set.join(', ')}`;
  if (change.to) {
    const index = locationKeys.inChargeIndex(change.to.userId, location.orgId, location.id);
    update += ', GSI1PK = :g1pk, GSI1SK = :g1sk';
    values[':g1pk'] = index.GSI1PK;
    values[':g1sk'] = index.GSI1SK;
  } else {
    update += ' REMOVE GSI1PK, GSI1SK';
  }
  if (change.fromUserId) values[':from'] = change.fromUserId;
  return {
    Update: {
      TableName: tableName(),
      Key: locationKeys.item(location.orgId, location.id),
      UpdateExpression: update,
      ConditionExpression: change.fromUserId
        ? 'attribute_exists(PK) AND pharmacistInCharge.userId = :from'
        : 'attribute_exists(PK) AND attribute_not_exists(pharmacistInCharge.userId)',
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Records a new coverage worked out for a location, only while its stored coverage is still `from`
 * and its pharmacist in charge still `userId` (null: none). False when either moved meanwhile (the
 * writer that moved them worked out its own coverage). The stream then tells the owners.
 */
export async function recordCoverageChange(
  location: Pick<Location, 'orgId' | 'id'>,
  change: { from: LocationCoverage | undefined; to: LocationCoverage; userId: string | null; at: string },
): Promise<boolean> {
  const values: Record<string, unknown> = { ':to': change.to, ':at': change.at };
  const conditions = ['attribute_exists(PK)'];
  if (change.from) {
    conditions.push('coverage = :from');
    values[':from'] = change.from;
  } else conditions.push('attribute_not_exists(coverage)');
  if (change.userId) {
    conditions.push('pharmacistInCharge.userId = :user');
    values[':user'] = change.userId;
  } else conditions.push('attribute_not_exists(pharmacistInCharge.userId)');
  return updateIfStill({
    Key: locationKeys.item(location.orgId, location.id),
    UpdateExpression: 'SET coverage = :to, coverageChangedAt = :at',
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeValues: values,
  });
}

/** The locations a person is the pharmacist in charge of, in any organization (GSI1; a handful). */
export async function listLocationsInChargeOf(userId: string): Promise<Location[]> {
  const locations: Location[] = [];
  await queryAllPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': locationKeys.inChargePartition(userId) },
    },
    ({ items }) => locations.push(...items.map(fromItem)),
  );
  return locations;
}

/**
 * Clears a location's pharmacist in charge because the person can no longer be it (issue 40: they left
 * the organization, deleted or lost their account, or were demoted), only while they are still the one
 * named: the location becomes uncovered and records the release, which the stream e-mails to the
 * owners once (events/reactions/send-coverage-mails.ts). False when someone else is named meanwhile.
 */
export async function releasePharmacistInCharge(
  location: Pick<Location, 'orgId' | 'id'>,
  release: PharmacistInChargeRelease,
): Promise<boolean> {
  return updateIfStill({
    Key: locationKeys.item(location.orgId, location.id),
    UpdateExpression:
      'SET pharmacistInCharge = :none, coverage = :uncovered, coverageChangedAt = :at, updatedAt = :at, inChargeReleased = :release REMOVE GSI1PK, GSI1SK',
    ConditionExpression: 'attribute_exists(PK) AND pharmacistInCharge.userId = :user',
    ExpressionAttributeValues: {
      ':none': null,
      ':uncovered': 'uncovered',
      ':at': release.at,
      ':release': release,
      ':user': release.userId,
    },
  });
}

/** Revokes every verification link of the location's summary made before `at` (issue 43). */
export function binderLinksRevoked(location: Pick<Location, 'orgId' | 'id'>, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: locationKeys.item(location.orgId, location.id),
      UpdateExpression: 'SET binderLinksRevokedBefore = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': at },
    },
  };
}
