/**
 * The review trail of an owner's documents (issue 27): GSI4 `DOCTRAIL#<ownerType>#<ownerId>` /
 * `<at>#<eventId>`, set by data/audit-events.ts `toItem` on the decisions of a document and on its
 * creation when the event names the document's owner. One Query per owner replaces one per document
 * for the inspection binder. Events written before issue 27 do not name the owner and are not in it:
 * a document whose creation event is missing from the trail reads its events from its own timeline
 * (`AUDIT#DOCUMENT#<id>`), so the trail is exact for old and new documents alike.
 */
import { type AuditEvent, listAuditEvents, REVIEW_DECISIONS } from './audit-events';
import { queryAllPages } from './client';
import { auditEventKeys, type OwnerKind, withoutKeys } from './keys';

/** Every event of an owner's review trail, newest first (every page: a trail grows a few events a year). */
export async function listOwnerTrail(ownerType: OwnerKind, ownerId: string): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  await queryAllPages(
    {
      IndexName: 'GSI4',
      KeyConditionExpression: 'GSI4PK = :pk',
      ExpressionAttributeValues: { ':pk': auditEventKeys.trailPartition(ownerType, ownerId) },
      ScanIndexForward: false,
    },
    ({ items }) => events.push(...items.map((item) => withoutKeys(item) as unknown as AuditEvent)),
  );
  return events;
}

export interface TrailDocument {
  id: string;
  createdAt: string;
}

/**
 * Whether the trail holds every event of a document: it holds the document's creation, so every later
 * event was written naming the owner too. Pure, for the reader below and its tests.
 */
export function trailCovers(trail: readonly AuditEvent[], doc: TrailDocument): boolean {
  return trail.some(
    (event) => event.documentId === doc.id && event.action === 'upload_requested' && event.at === doc.createdAt,
  );
}

/** The review decisions of each document, newest first, from its owner's trail or (older documents) its timeline. */
export function decisionsFromTrail(trail: readonly AuditEvent[], doc: TrailDocument): AuditEvent[] | undefined {
  if (!trailCovers(trail, doc)) return undefined;
  return trail.filter((event) => event.documentId === doc.id && REVIEW_DECISIONS.has(event.action));
}

/**
 * The review decisions of an owner's documents, keyed by document id, newest first: from the owner's
 * trail (`listOwnerTrail`), plus one Query per document it does not cover (created before issue 27).
 */
export async function documentDecisions(
  trail: readonly AuditEvent[],
  documents: readonly TrailDocument[],
): Promise<Map<string, AuditEvent[]>> {
  const decisions = new Map<string, AuditEvent[]>();
  const older: TrailDocument[] = [];
  for (const doc of documents) {
    const fromTrail = decisionsFromTrail(trail, doc);
    if (fromTrail) decisions.set(doc.id, fromTrail);
    else older.push(doc);
  }
  const timelines = await Promise.all(older.map((doc) => listAuditEvents('DOCUMENT', doc.id)));
  older.forEach((doc, i) => {
    decisions.set(
      doc.id,
      (timelines[i] ?? []).filter((event) => REVIEW_DECISIONS.has(event.action)),
    );
  });
  return decisions;
}
