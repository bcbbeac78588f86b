import type { adminOrganizationsQuery } from '@lunia/shared/api/schemas/admin-organizations';
import type * as z from 'zod/mini';
import { counterNames, readCounters } from '../../data/counters';
import { listOrganizationsPage } from '../../data/organization-lists';
import { lookupPositionOf, searchOrganizationLookup } from '../../data/organization-lookup';
import { getOrganizations, type Organization } from '../../data/organization-profiles';
import { normalizeLookupText } from '../../domain/organizations/lookup-text';
import { adminOrganizationRecords } from '../steps/admin-organization-records';
import { decodeCursor, encodeCursor } from '../steps/cursor';

const DEFAULT_PAGE_SIZE = 20;

type Status = 'all' | 'verified' | 'pending';
type Page = { organizations: Organization[]; nextCursor?: string };

/** Newest first: every organization (GSI1 `ORGS`) or one status (GSI2 `ORGSTATUS#…`). */
async function statusPage(status: Status, limit: number, cursor: string | undefined): Promise<Page> {
  const page = await listOrganizationsPage({ status, limit, after: decodeCursor(cursor) });
  return {
    organizations: page.organizations,
    ...(page.lastKey ? { nextCursor: encodeCursor(page.lastKey) } : {}),
  };
}

/**
 * Those whose name, licence number or contact e-mail starts with `prefix` (normalized), from the
 * lookup items (data/organization-lookup.ts), then read in one BatchGetItem. The lookup trails an
 * approval by a moment, so the status is checked again on the organization itself.
 */
async function searchPage(prefix: string, status: Status, limit: number, cursor: string | undefined): Promise<Page> {
  const decoded = decodeCursor(cursor);
  const page = await searchOrganizationLookup({
    prefix,
    verified: status === 'all' ? undefined : status === 'verified',
    limit,
    after: decoded ? lookupPositionOf(decoded, prefix) : undefined,
  });
  const found = page.orgIds.length > 0 ? await getOrganizations(page.orgIds) : new Map<string, Organization>();
  const organizations = page.orgIds
    .map((id) => found.get(id))
    .filter((org): org is Organization => org !== undefined)
    .filter((org) => status === 'all' || (org.verified === true) === (status === 'verified'));
  return {
    organizations,
    ...(page.next ? { nextCursor: encodeCursor({ ...page.next }) } : {}),
  };
}

/**
 * The organizations of the admin's organizations and approval screens, a page at a time: newest first
 * (all or one status), or, with `search`, those whose name, licence number or contact e-mail starts
 * with it (case and accents ignored; name matches first, then licence, then e-mail; combined with the
 * status), each with its members, documents, payments and revenue. The summary counts come from the
 * counters. Queries on keys only, O(page) reads.
 */
export async function listAdminOrganizations({ query }: { query: z.output<typeof adminOrganizationsQuery> }) {
  const status = query.status ?? 'all';
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const prefix = normalizeLookupText(query.search ?? '');
  const [page, counters] = await Promise.all([
    prefix ? searchPage(prefix, status, limit, query.cursor) : statusPage(status, limit, query.cursor),
    readCounters(),
  ]);
  const organizations = await adminOrganizationRecords(page.organizations);
  const count = (name: string) => Math.max(0, counters[name] ?? 0);
  const pending = count(counterNames.organizationsByStatus('pending'));
  const pendingReview = Math.min(pending, count(counterNames.organizationsPendingReview));
  return {
    organizations,
    counts: {
      pendingReview,
      approved: count(counterNames.organizationsByStatus('verified')),
      documentsMissing: pending - pendingReview,
    },
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}
