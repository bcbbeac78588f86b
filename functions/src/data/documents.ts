/**
 * Documents (docs/data-model.md): `DOC#<id>`/`DOC` with
 *   GSI1 `OWNERDOCS#<USER|ORG>#<ownerId>` / `<type>#<uploadedAt>`       an owner's documents
 *   GSI2 `REVIEW#<context>#<status>` / `<uploadedAt>#<id>`               the review queue
 *   GSI3 `REVIEWTYPE#<context>#<status>#<type>` / `<uploadedAt>#<id>`   the queue by type
 *   GSI4 `EXPIRY#<n>` / `<expiresOn>#<id>`                                 expiring soonest first (8 shards)
 * (GSI2/GSI3 only while the document is pending, approved or denied; GSI4 only while it is pending
 * or approved and has an expiry date: domain/documents/expiry-rules.ts), earlier files as
 * `DOC#<id>`/`VERSION#<n>`, and a one-per-owner-and-type claim `OWNERDOC#<owner>#<type>`/`SLOT`.
 *
 * Every change writes the whole item with `version = :expected` (optimistic concurrency): whoever
 * read an older version loses with a conditional-check failure and the caller maps that to 409.
 * Writes are built as transaction items so the audit event (and the owner's approved types)
 * commit with the change or not at all.
 */
import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type DocumentContext, type DocumentType, isCredentialType, type Module } from '@lunia/shared/domain/constants';
import { tracksExpiry } from '../domain/documents/expiry-rules';
import type { OwnerType } from '../domain/documents/object-key';
import { type DocumentStatus, isReviewStatus } from '../domain/documents/review-rules';
import { db, queryAllPages, tableName } from './client';
import { queryExpiryPage } from './expiry-index';
import { continuingEducationKeys, documentKeys, withoutKeys } from './keys';
import type { TransactItem } from './transactions';

export const DOCUMENT_ENTITY = 'Document';
export const DOCUMENT_VERSION_ENTITY = 'DocumentVersion';

export interface DocumentEntity {
  id: string;
  ownerType: OwnerType;
  ownerId: string;
  context: DocumentContext;
  type: DocumentType;
  module: Module | null;
  /** The user's name for the current file: shown and used as the download name, never in a key. */
  fileName: string;
  /** Declared at upload; the event handler records what the bytes really are in `detectedKind`. */
  contentType: string;
  declaredSize: number;
  size: number | null;
  detectedKind: string | null;
  /** Object key the current file's upload form posts to (what is there is never served). */
  uploadKey: string;
  /**
   * Where the accepted file is kept, as the upload check passed it (domain/documents/object-key.ts
   * checkedObjectKey) with its ETag and, in a versioned bucket, its VersionId: view and download
   * serve this object. Null until the check accepts a file; absent on documents checked before it
   * existed (their upload key is served).
   */
  checkedKey?: string | null;
  checkedETag?: string | null;
  checkedVersionId?: string | null;
  /** Current file's number: 1 first, +1 per new slot (earlier: VERSION#<n>); missing counts as 1 (fromItem). */
  fileNumber: number;
  status: DocumentStatus;
  denialReason: string | null;
  rejectionReason: string | null;
  notes: string | null;
  uploadedAt: string;
  createdAt: string;
  updatedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  /** The expiry date on the document (`YYYY-MM-DD`, Puerto Rico date); absent on documents from before expiry dates. */
  expiresOn?: string | null;
  /** Lower-cased owner e-mail and name at upload time, for the admin list's search filter. */
  ownerSearch: string;
  /** Optimistic-concurrency counter, +1 on every write. */
  version: number;
}

export interface DocumentVersion {
  documentId: string;
  n: number;
  uploadKey: string;
  checkedKey?: string | null;
  fileName: string;
  contentType: string;
  size: number | null;
  /** The status the file had when it was replaced, with its reasons. */
  status: DocumentStatus;
  denialReason: string | null;
  rejectionReason: string | null;
  notes: string | null;
  uploadedAt: string;
  replacedAt: string;
  /** The expiry date the file had (a renewed licence replaces an earlier one with its own date). */
  expiresOn?: string | null;
}

export function toItem(doc: DocumentEntity) {
  return {
    ...documentKeys.item(doc.id),
    ...documentKeys.indexes({ ...doc, inReview: isReviewStatus(doc.status) }),
    ...(tracksExpiry(doc) ? documentKeys.expiryIndex({ id: doc.id, expiresOn: doc.expiresOn as string }) : {}),
    entity: DOCUMENT_ENTITY,
    ...doc,
  };
}

export function fromItem(item: Record<string, unknown>): DocumentEntity {
  const doc = withoutKeys(item) as unknown as DocumentEntity;
  return typeof doc.fileNumber === 'number' ? doc : { ...doc, fileNumber: 1 };
}

export function versionItem(version: DocumentVersion) {
  return { ...documentKeys.version(version.documentId, version.n), entity: DOCUMENT_VERSION_ENTITY, ...version };
}

/** The current file of a document, archived as a version when it is replaced. */
export function versionOf(doc: DocumentEntity, replacedAt: string): DocumentVersion {
  return {
    documentId: doc.id,
    n: doc.fileNumber,
    uploadKey: doc.uploadKey,
    checkedKey: doc.checkedKey ?? null,
    fileName: doc.fileName,
    contentType: doc.contentType,
    size: doc.size,
    status: doc.status,
    denialReason: doc.denialReason,
    rejectionReason: doc.rejectionReason,
    notes: doc.notes,
    uploadedAt: doc.uploadedAt,
    replacedAt,
    expiresOn: doc.expiresOn ?? null,
  };
}

/** Creates a document together with its owner-and-type claim. */
export function createDocumentItems(doc: DocumentEntity): TransactItem[] {
  return [
    { Put: { TableName: tableName(), Item: toItem(doc), ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...continuingEducationKeys.documentSlot(doc),
          entity: 'DocumentSlot',
          documentId: doc.id,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/** Writes `next` if unchanged since `expectedVersion` and, with `fileNumber`, still on that file (in the write). */
export function replaceDocumentItem(next: DocumentEntity, expectedVersion: number, fileNumber?: number): TransactItem {
  const file = ` AND (fileNumber = :file${fileNumber === 1 ? ' OR attribute_not_exists(fileNumber)' : ''})`;
  return {
    Put: {
      TableName: tableName(),
      Item: toItem(next),
      ConditionExpression: `version = :expected${fileNumber === undefined ? '' : file}`,
      ExpressionAttributeValues: { ':expected': expectedVersion, ...(fileNumber ? { ':file': fileNumber } : {}) },
    },
  };
}

export function deleteDocumentItems(doc: DocumentEntity): TransactItem[] {
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: documentKeys.item(doc.id),
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': doc.version },
      },
    },
    { Delete: { TableName: tableName(), Key: continuingEducationKeys.documentSlot(doc) } },
  ];
}

export function deleteVersionItem(documentId: string, n: number): TransactItem {
  return { Delete: { TableName: tableName(), Key: documentKeys.version(documentId, n) } };
}

export function putVersionItem(version: DocumentVersion): TransactItem {
  return {
    Put: { TableName: tableName(), Item: versionItem(version), ConditionExpression: 'attribute_not_exists(PK)' },
  };
}

/** The object a document's current file is served from: the checked copy, else (older documents) the upload. */
export const servedObjectKey = (doc: Pick<DocumentEntity, 'uploadKey' | 'checkedKey'>) =>
  doc.checkedKey ?? doc.uploadKey;

/** The next version of a document: same id, `version` + 1, `updatedAt` now. */
export const nextDocument = (doc: DocumentEntity, changes: Partial<DocumentEntity>, at: string): DocumentEntity => ({
  ...doc,
  ...changes,
  updatedAt: at,
  version: doc.version + 1,
});

export async function getDocument(documentId: string): Promise<DocumentEntity | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: documentKeys.item(documentId), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
}

/** The document holding an owner's claim on a type, if any. */
export async function getDocumentIdOfSlot(
  ownerType: OwnerType,
  ownerId: string,
  type: DocumentType,
): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: documentKeys.slot(ownerType, ownerId, type),
      ConsistentRead: true,
    }),
  );
  return Item?.documentId as string | undefined;
}

/** A document's earlier files, oldest first (every page: a document may have been replaced many times). */
export async function listDocumentVersions(documentId: string): Promise<DocumentVersion[]> {
  const versions: DocumentVersion[] = [];
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :version)',
      ExpressionAttributeValues: { ':pk': documentKeys.item(documentId).PK, ':version': documentKeys.versionPrefix },
    },
    ({ items }) => versions.push(...items.map((item) => withoutKeys(item) as unknown as DocumentVersion)),
  );
  return versions;
}

/**
 * Deletes version items outside a transaction, 25 per BatchWriteItem (retrying what DynamoDB leaves
 * unprocessed). Deleting what is already gone is no error, so a retry after a failure is safe.
 */
export async function deleteVersionItems(documentId: string, numbers: readonly number[]): Promise<void> {
  for (let start = 0; start < numbers.length; start += 25) {
    let requests: Record<string, unknown>[] = numbers
      .slice(start, start + 25)
      .map((n) => ({ DeleteRequest: { Key: documentKeys.version(documentId, n) } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error('Document versions not deleted: DynamoDB kept them unprocessed');
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests as never } }));
      requests = (result.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
    }
  }
}

/** An owner's documents (one per type; a handful), from GSI1. */
export async function listOwnerDocuments(ownerType: OwnerType, ownerId: string): Promise<DocumentEntity[]> {
  const documents: DocumentEntity[] = [];
  await queryAllPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': documentKeys.ownerPartition(ownerType, ownerId) },
    },
    ({ items }) => documents.push(...items.map(fromItem)),
  );
  return documents;
}

/** An owner's credentials: its documents but the CE certificates (listed with their activities). */
export const listOwnerCredentials = async (ownerType: OwnerType, ownerId: string): Promise<DocumentEntity[]> =>
  (await listOwnerDocuments(ownerType, ownerId)).filter((doc) => isCredentialType(doc.type));

export interface ReviewQueueQuery {
  context: DocumentContext;
  statuses: readonly ('pending' | 'approved' | 'denied')[];
  type?: DocumentType;
  module?: Module;
  /** Lower-cased text the owner's e-mail or name must contain. */
  search?: string;
  limit: number;
  /** Sort key of the last document of the previous page. */
  before?: string;
}

export interface ReviewQueuePage {
  documents: DocumentEntity[];
  /** Sort key to continue from, if there may be more. */
  next?: string;
}

/** Most items a page may examine per partition when filters drop items, so one request stays bounded. */
const MAX_EXAMINED_PER_PARTITION = 1000;

interface PartitionRead {
  items: DocumentEntity[];
  /** Sort key of the last item examined (matching or not), when the partition may hold more. */
  examinedTo?: string;
}

async function readPartition(
  index: 'GSI2' | 'GSI3',
  partitionKey: string,
  query: ReviewQueueQuery,
): Promise<PartitionRead> {
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':pk': partitionKey };
  if (query.module) {
    filters.push('#module = :module');
    values[':module'] = query.module;
  }
  if (query.search) {
    filters.push('contains(ownerSearch, :search)');
    values[':search'] = query.search;
  }
  if (query.before) values[':before'] = query.before;
  const items: DocumentEntity[] = [];
  let examined = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  let lastExamined: string | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}PK = :pk${query.before ? ` AND ${index}SK < :before` : ''}`,
        ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
        ...(query.module ? { ExpressionAttributeNames: { '#module': 'module' } } : {}),
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: filters.length > 0 ? 100 : query.limit,
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []).map(fromItem));
    examined += page.ScannedCount ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
    if (ExclusiveStartKey) lastExamined = String(ExclusiveStartKey[`${index}SK`]);
  } while (ExclusiveStartKey && items.length < query.limit && examined < MAX_EXAMINED_PER_PARTITION);
  return ExclusiveStartKey ? { items, ...(lastExamined ? { examinedTo: lastExamined } : {}) } : { items };
}

/**
 * The review queue, newest first, across one or more status partitions (GSI2, or GSI3 with a type)
 * merged by their common sort key `<uploadedAt>#<id>`, which is unique, so one cursor serves all
 * partitions: the next page asks each for keys below the last one shown. A partition that was not
 * read to its end (page size reached, or MAX_EXAMINED_PER_PARTITION when filters drop items) has
 * been seen down to some key; the page shows only what every partition has been seen down to
 * (at or above the highest such key), so nothing newer is ever skipped.
 */
export async function queryReviewQueue(query: ReviewQueueQuery): Promise<ReviewQueuePage> {
  const reads = await Promise.all(
    query.statuses.map((status) =>
      query.type
        ? readPartition('GSI3', documentKeys.reviewTypePartition(query.context, status, query.type), query)
        : readPartition('GSI2', documentKeys.reviewPartition(query.context, status), query),
    ),
  );
  const frontier = reads
    .map((read) => read.examinedTo)
    .filter((key): key is string => key !== undefined)
    .sort()
    .pop();
  const sortKey = documentKeys.reviewSortKey;
  const candidates = reads
    .flatMap((read) => read.items)
    .filter((doc) => frontier === undefined || sortKey(doc) >= frontier)
    .sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : -1));
  if (candidates.length > query.limit) {
    const documents = candidates.slice(0, query.limit);
    return { documents, next: sortKey(documents[documents.length - 1] as DocumentEntity) };
  }
  return frontier === undefined ? { documents: candidates } : { documents: candidates, next: frontier };
}

export interface ExpiringPage {
  documents: DocumentEntity[];
  /** The last evaluated key, when there may be more. */
  lastKey?: Record<string, unknown>;
}

/**
 * Current documents expiring on or before `upTo` (`YYYY-MM-DD`), already expired ones first: the
 * expiry index's shards read in parallel and merged (data/expiry-index.ts), `limit` at most from
 * `after` (the `lastKey` of the previous page); a page may be short and still have a `lastKey`.
 */
export async function queryExpiringDocuments(input: {
  upTo: string;
  limit: number;
  after?: Record<string, unknown> | undefined;
}): Promise<ExpiringPage> {
  const page = await queryExpiryPage({
    upTo: documentKeys.expiryUpTo(input.upTo),
    limit: input.limit,
    after: input.after,
  });
  return { documents: page.items.map(fromItem), ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}
