import type { adminOrganizationsQuery } from '@lunia/shared/api/schemas/admin-organizations';
import type * as z from 'zod/mini';
import { counterNames, readCounters } from '../../data/counters';
import { listOwnerDocuments } from '../../data/documents';
import { listMembersOfOrganization } from '../../data/memberships';
import { listOrganizationsPage } from '../../data/organizations';
import { getUserSummaries } from '../../data/users';
import { adminOrganizationView } from '../../views/admin-organization-view';
import { decodeCursor, encodeCursor } from '../steps/cursor';

const DEFAULT_PAGE_SIZE = 20;

/**
 * The organizations of the approval screen, newest first: all of them (GSI1 `ORGS`) or one status
 * (GSI2 `ORGSTATUS#…`), a page at a time, each with its members (their names in one BatchGetItem per
 * page) and its documents; the summary counts come from the counters. No scans.
 */
export async function listAdminOrganizations({ query }: { query: z.output<typeof adminOrganizationsQuery> }) {
  const status = query.status ?? 'all';
  const after = decodeCursor(query.cursor);
  const [page, counters] = await Promise.all([
    listOrganizationsPage({ status, limit: query.limit ?? DEFAULT_PAGE_SIZE, after }),
    readCounters(),
  ]);
  const related = await Promise.all(
    page.organizations.map(async (organization) => {
      const [members, documents] = await Promise.all([
        listMembersOfOrganization(organization.id),
        listOwnerDocuments('ORG', organization.id),
      ]);
      return { organization, members, documents };
    }),
  );
  const userIds = related.flatMap(({ members }) => members.map((member) => member.userId));
  const people = userIds.length > 0 ? await getUserSummaries(userIds) : new Map();
  const count = (name: string) => Math.max(0, counters[name] ?? 0);
  const pending = count(counterNames.organizationsByStatus('pending'));
  const pendingReview = Math.min(pending, count(counterNames.organizationsPendingReview));
  return {
    organizations: related.map(({ organization, members, documents }) =>
      adminOrganizationView(organization, { members, people, documents }),
    ),
    counts: {
      pendingReview,
      approved: count(counterNames.organizationsByStatus('verified')),
      documentsMissing: pending - pendingReview,
    },
    ...(page.lastKey ? { nextCursor: encodeCursor(page.lastKey) } : {}),
  };
}
