/**
 * Organization lookup items (docs/data-model.md): `ORGLOOKUP` / `<kind>:<normalized text>#<orgId>`,
 * one per organization and searchable field (name, licence number, contact e-mail), carrying the
 * organization's `verified` flag (the status filter) and all three normalized texts (so a search
 * lists an organization once: under the first field it matches). The table-stream reaction
 * events/reactions/maintain-organization-lookup.ts is their only writer; the admin search reads them.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '@lunia/shared/errors';
import { LOOKUP_KINDS, type LookupKind, lookupValuesOf } from '../domain/organizations/lookup-text';
import { db, tableName } from './client';
import { type DerivedItem, syncDerivedItemsToCurrent } from './derived-items';
import { organizationLookupKeys } from './keys';

export const ORGANIZATION_LOOKUP_ENTITY = 'OrganizationLookup';

/** The attribute holding the normalized text of each field (on every lookup item of the organization). */
const TEXT_ATTRIBUTE: Record<LookupKind, string> = { name: 'nameText', license: 'licenseText', email: 'emailText' };

type LookupItem = DerivedItem;

/** The lookup items an organization item (a stream image) should have: one per non-empty field. */
export function lookupItemsOf(organization: Record<string, unknown>): LookupItem[] {
  const orgId = organization.id;
  if (typeof orgId !== 'string' || orgId === '') return [];
  // A deleted organization (issue 24) leaves the admin's search with the lists.
  if (organization.deletedAt !== undefined) return [];
  const values = lookupValuesOf(organization);
  const texts = Object.fromEntries(LOOKUP_KINDS.map((kind) => [TEXT_ATTRIBUTE[kind], values[kind]]));
  return LOOKUP_KINDS.filter((kind) => values[kind] !== '').map((kind) => ({
    ...organizationLookupKeys.item(kind, values[kind], orgId),
    entity: ORGANIZATION_LOOKUP_ENTITY,
    orgId,
    verified: organization.verified === true,
    ...texts,
  }));
}

/**
 * Moves an organization's lookup items from what its old image implies to what its new image implies:
 * items no longer implied are deleted, new or changed ones are put, in one transaction. Replaying the
 * same change writes the same items again (idempotent); a change to nothing searchable writes nothing.
 */
export async function syncOrganizationLookup(
  oldOrganization: Record<string, unknown> | undefined,
  newOrganization: Record<string, unknown> | undefined,
): Promise<void> {
  const source = newOrganization ?? oldOrganization;
  await syncDerivedItemsToCurrent({
    before: oldOrganization ? lookupItemsOf(oldOrganization) : [],
    after: newOrganization ? lookupItemsOf(newOrganization) : [],
    sourceKey:
      typeof source?.PK === 'string' && typeof source.SK === 'string' ? { PK: source.PK, SK: source.SK } : undefined,
    derive: lookupItemsOf,
  });
}

/** Where a search page resumes: the field being read and, within it, the last key read. */
export interface LookupPosition {
  kind: LookupKind;
  key?: { PK: string; SK: string };
}

const isKind = (value: unknown): value is LookupKind => (LOOKUP_KINDS as readonly unknown[]).includes(value);

/** A position decoded from a client's cursor, checked to belong to this search (otherwise a 400). */
export function lookupPositionOf(value: Record<string, unknown>, prefix: string): LookupPosition {
  const invalid = new AppError('VALIDATION_FAILED', 'The cursor is invalid.', 'cursor');
  const { kind, key } = value;
  if (!isKind(kind) || Object.keys(value).some((name) => name !== 'kind' && name !== 'key')) throw invalid;
  if (key === undefined) return { kind };
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw invalid;
  const { PK, SK, ...rest } = key as Record<string, unknown>;
  if (
    Object.keys(rest).length > 0 ||
    PK !== organizationLookupKeys.partition ||
    typeof SK !== 'string' ||
    !SK.startsWith(organizationLookupKeys.kindPrefix(kind, prefix))
  ) {
    throw invalid;
  }
  return { kind, key: { PK, SK } };
}

/** At most this many Queries per page: a page that filters much out comes back short, with a cursor. */
const MAX_QUERIES_PER_PAGE = 4;

/**
 * One page of the organizations whose name, licence number or contact e-mail starts with `prefix`
 * (normalized), optionally only verified or only pending ones: `begins_with` Queries on `ORGLOOKUP`,
 * the name matches first, then licence, then e-mail, each alphabetical. An organization is listed
 * under the first field it matches only (a filter on the texts of the earlier fields), so it appears
 * once across all pages. Reads at most MAX_QUERIES_PER_PAGE × `limit` items.
 */
export async function searchOrganizationLookup(input: {
  prefix: string;
  verified?: boolean | undefined;
  limit: number;
  after?: LookupPosition | undefined;
}): Promise<{ orgIds: string[]; next?: LookupPosition }> {
  const orgIds: string[] = [];
  let kindIndex = input.after ? LOOKUP_KINDS.indexOf(input.after.kind) : 0;
  let startKey: Record<string, unknown> | undefined = input.after?.key;
  for (let queries = 0; queries < MAX_QUERIES_PER_PAGE && kindIndex < LOOKUP_KINDS.length; queries++) {
    const remaining = input.limit - orgIds.length;
    if (remaining <= 0) break;
    const kind = LOOKUP_KINDS[kindIndex] as LookupKind;
    const earlier = LOOKUP_KINDS.slice(0, kindIndex);
    const filters = [
      ...earlier.map((_, i) => `NOT begins_with(#t${i}, :prefix)`),
      ...(input.verified === undefined ? [] : ['verified = :verified']),
    ];
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: {
          ':pk': organizationLookupKeys.partition,
          ':sk': organizationLookupKeys.kindPrefix(kind, input.prefix),
          ...(earlier.length > 0 ? { ':prefix': input.prefix } : {}),
          ...(input.verified === undefined ? {} : { ':verified': input.verified }),
        },
        ...(earlier.length > 0
          ? { ExpressionAttributeNames: Object.fromEntries(earlier.map((k, i) => [`#t${i}`, TEXT_ATTRIBUTE[k]])) }
          : {}),
        ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
        Limit: remaining,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      if (typeof item.orgId === 'string' && !orgIds.includes(item.orgId)) orgIds.push(item.orgId);
    }
    if (page.LastEvaluatedKey) {
      startKey = page.LastEvaluatedKey;
    } else {
      kindIndex++;
      startKey = undefined;
    }
  }
  if (kindIndex >= LOOKUP_KINDS.length) return { orgIds };
  const kind = LOOKUP_KINDS[kindIndex] as LookupKind;
  return {
    orgIds,
    next: startKey ? { kind, key: { PK: String(startKey.PK), SK: String(startKey.SK) } } : { kind },
  };
}
