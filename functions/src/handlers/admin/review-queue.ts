/**
 * The review queue behind the admin document lists (individual now, organization with the
 * organizations issue): filters → key-based queries (data/documents.ts queryReviewQueue), the
 * opaque cursor, and the owners shown on each card (one BatchGetItem per page).
 */
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { adminDocumentsQuery } from '@lunia/shared/api/schemas/admin-documents';
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import type * as z from 'zod/mini';
import { db, tableName } from '../../data/client';
import { type DocumentEntity, type DocumentOwnerView, queryReviewQueue } from '../../data/documents';
import { keys } from '../../data/keys';

const DEFAULT_PAGE_SIZE = 25;

export const encodeCursor = (before: string) => Buffer.from(JSON.stringify({ before })).toString('base64url');

export function decodeCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { before?: unknown };
    if (typeof parsed.before === 'string' && parsed.before.length > 0) return parsed.before;
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_FAILED', 'The cursor is invalid.', 'cursor');
}

async function ownersOf(documents: DocumentEntity[]): Promise<Map<string, DocumentOwnerView>> {
  const owners = new Map<string, DocumentOwnerView>();
  const ids = [...new Set(documents.map((d) => `${d.ownerType}#${d.ownerId}`))];
  if (ids.length === 0) return owners;
  const Keys = ids.map((id) => {
    const [type, ownerId = ''] = id.split('#');
    return type === 'USER' ? keys.user(ownerId) : keys.organization(ownerId);
  });
  let pending: Record<string, unknown>[] | undefined = Keys;
  for (let attempt = 0; pending && pending.length > 0 && attempt < 5; attempt++) {
    const result: BatchGetCommandOutput = await db().send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: {
            Keys: pending,
            ProjectionExpression: 'PK, email, firstName, lastName, #name, contactEmail',
            ExpressionAttributeNames: { '#name': 'name' },
          },
        },
      }),
    );
    for (const item of result.Responses?.[tableName()] ?? []) {
      const pk = String(item.PK);
      if (pk.startsWith('USER#')) {
        owners.set(`USER#${pk.slice(5)}`, {
          user: {
            email: String(item.email ?? ''),
            firstName: String(item.firstName ?? ''),
            lastName: String(item.lastName ?? ''),
          },
        });
      } else if (pk.startsWith('ORG#')) {
        owners.set(`ORG#${pk.slice(4)}`, {
          org: { name: String(item.name ?? ''), contactEmail: String(item.contactEmail ?? '') },
        });
      }
    }
    pending = result.UnprocessedKeys?.[tableName()]?.Keys;
  }
  return owners;
}

export async function reviewQueuePage(context: DocumentContext, query: z.output<typeof adminDocumentsQuery>) {
  const status = query.status ?? 'all';
  const statuses =
    status === 'all'
      ? (['pending', 'approved', 'denied'] as const)
      : ([status === 'verified' ? 'approved' : status] as const);
  const search = query.search?.trim().toLowerCase();
  const before = decodeCursor(query.cursor);
  const page = await queryReviewQueue({
    context,
    statuses,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    ...(query.type ? { type: query.type } : {}),
    ...(query.module ? { module: query.module } : {}),
    ...(search ? { search } : {}),
    ...(before ? { before } : {}),
  });
  const owners = await ownersOf(page.documents);
  return {
    documents: page.documents.map((doc) => ({ doc, owner: owners.get(`${doc.ownerType}#${doc.ownerId}`) ?? {} })),
    ...(page.next ? { nextCursor: encodeCursor(page.next) } : {}),
  };
}
