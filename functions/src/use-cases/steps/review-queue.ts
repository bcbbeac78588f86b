/**
 * The review queue behind the admin document lists (individual and organization): filters →
 * key-based queries (data/documents.ts queryReviewQueue), the opaque cursor, the owners shown on
 * each card (one BatchGetItem per owner kind and page) and the three counts from the counters.
 */
import type { adminDocumentsQuery } from '@lunia/shared/api/schemas/admin-documents';
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import type * as z from 'zod/mini';
import { activitiesOfCertificates } from '../../data/ce-certificates';
import { counterNames, readCounters } from '../../data/counters';
import { type DocumentEntity, queryReviewQueue } from '../../data/documents';
import { getOrganizationSummaries } from '../../data/organization-profiles';
import { getUserSummaries } from '../../data/user-profiles';
import { type DocumentOwnerView, toDocumentRecord } from '../../views/document-record';
import { decodeCursor, encodeCursor } from './cursor';

const DEFAULT_PAGE_SIZE = 25;

function beforeOf(cursor: string | undefined): string | undefined {
  const decoded = decodeCursor(cursor);
  if (!decoded) return undefined;
  if (typeof decoded.before === 'string' && decoded.before.length > 0) return decoded.before;
  throw new AppError('VALIDATION_FAILED', 'The cursor is invalid.', 'cursor');
}

/** Who owns each document of a page (one BatchGetItem per owner kind), as the document cards show it. */
export async function ownersOf(documents: DocumentEntity[]): Promise<(doc: DocumentEntity) => DocumentOwnerView> {
  const idsOf = (kind: DocumentEntity['ownerType']) =>
    documents.filter((doc) => doc.ownerType === kind).map((doc) => doc.ownerId);
  const [users, orgs] = await Promise.all([
    idsOf('USER').length > 0 ? getUserSummaries(idsOf('USER')) : new Map(),
    idsOf('ORG').length > 0 ? getOrganizationSummaries(idsOf('ORG')) : new Map(),
  ]);
  return (doc) => {
    if (doc.ownerType === 'USER') {
      const user = users.get(doc.ownerId);
      // The card's fields only (shared/src/api/schemas/documents.ts): the summary also holds the licence number.
      return user ? { user: { email: user.email, firstName: user.firstName, lastName: user.lastName } } : {};
    }
    const org = orgs.get(doc.ownerId);
    return org ? { org } : {};
  };
}

export async function reviewQueuePage(context: DocumentContext, query: z.output<typeof adminDocumentsQuery>) {
  const status = query.status ?? 'all';
  const statuses =
    status === 'all'
      ? (['pending', 'approved', 'denied'] as const)
      : ([status === 'verified' ? 'approved' : status] as const);
  const search = query.search?.trim().toLowerCase();
  const before = beforeOf(query.cursor);
  const page = await queryReviewQueue({
    context,
    statuses,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    ...(query.type ? { type: query.type } : {}),
    ...(query.module ? { module: query.module } : {}),
    ...(search ? { search } : {}),
    ...(before ? { before } : {}),
  });
  // A CE certificate shows the activity it proves (title, provider, hours) so the reviewer can judge it.
  const [ownerOf, activities] = await Promise.all([ownersOf(page.documents), activitiesOfCertificates(page.documents)]);
  const activityOf = (doc: DocumentEntity) => {
    const activity = activities.get(doc.id);
    if (!activity) return {};
    const { id, title, provider, hours, completedOn } = activity;
    return { ceActivity: { id, title, provider, hours, completedOn } };
  };
  return {
    documents: page.documents.map((doc) => ({ doc, owner: { ...ownerOf(doc), ...activityOf(doc) } })),
    ...(page.next ? { nextCursor: encodeCursor({ before: page.next }) } : {}),
  };
}

/** A page of one context's queue as the admin lists answer it, with the counts of the three review states. */
export async function reviewQueueListing(context: DocumentContext, query: z.output<typeof adminDocumentsQuery>) {
  const [page, counters] = await Promise.all([reviewQueuePage(context, query), readCounters()]);
  const count = (status: 'pending' | 'approved' | 'denied') =>
    Math.max(0, counters[counterNames.documents(context, status)] ?? 0);
  return {
    documents: page.documents.map(({ doc, owner }) => toDocumentRecord(doc, owner)),
    counts: { pending: count('pending'), approved: count('approved'), denied: count('denied') },
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}
