import { AUDIT_EVENT_ENTITY } from '../../data/audit-events';
import { getDocument } from '../../data/documents';
import {
  addTrailKeys,
  lacksTrailKeys,
  listDocumentEventItems,
  moveExpiryEntry,
  queryLegacyExpiryPage,
} from '../../data/index-backfill';
import { getIndexBackfillJob, type IndexBackfillJob, saveIndexBackfillStep } from '../../data/index-backfill-jobs';
import { itemKeyText } from '../../data/keys';
import { scanTablePage } from '../../data/table-scan';
import { logger } from '../../lib/logger';
import { inParallel } from '../steps/in-parallel';

/** Expiry entries moved per step (each one conditional update). */
const EXPIRY_PER_PAGE = 100;
/** Table items read per step in the trail phase (most are not audit events, or already in the trail). */
const ITEMS_PER_PAGE = 1000;
/** Documents or entries worked on at once within a step. */
const PARALLEL = 10;

type Item = Record<string, unknown>;

/**
 * One page of the unsharded expiry partition: each entry gets the keys the write path gives it now.
 * The partition empties as the job goes; the Query's cursor continues after the last entry read. The
 * last page moves on to the trail.
 */
async function expiryPage(job: IndexBackfillJob): Promise<IndexBackfillJob> {
  const page = await queryLegacyExpiryPage({ startKey: job.cursor, limit: EXPIRY_PER_PAGE });
  const moved = await inParallel(page.items, PARALLEL, moveExpiryEntry);
  const next: IndexBackfillJob = {
    ...job,
    step: job.step + 1,
    expiry: {
      examined: job.expiry.examined + page.items.length,
      changed: job.expiry.changed + moved.filter(Boolean).length,
    },
  };
  if (page.nextKey) return { ...next, cursor: page.nextKey };
  const { cursor: _done, ...rest } = next;
  return { ...rest, phase: 'trail' };
}

interface DocumentOutcome {
  examined: number;
  changed: number;
  ownerless: number;
}

/**
 * Every event of one document that lacks its trail keys gets them, owner from the document. The
 * decisions go first and the creation last: a reader takes the trail as complete for a document once
 * its creation is in it (data/document-trail.ts `trailCovers`), so it never sees a creation without
 * the decisions before it. A document that is gone has no owner to name: its events stay as they are
 * (the trail lists current documents only).
 */
async function backfillDocument(documentId: string, found: readonly Item[]): Promise<DocumentOutcome> {
  const doc = await getDocument(documentId);
  if (!doc) return { examined: found.length, changed: 0, ownerless: found.length };
  const events = (await listDocumentEventItems(documentId)).filter(lacksTrailKeys);
  const ordered = [
    ...events.filter((item) => item.action !== 'upload_requested'),
    ...events.filter((item) => item.action === 'upload_requested'),
  ];
  let changed = 0;
  for (const item of ordered) {
    if (await addTrailKeys(item, { type: doc.ownerType, id: doc.ownerId })) changed++;
  }
  const seen = new Set([...events, ...found].map(itemKeyText));
  return { examined: seen.size, changed, ownerless: 0 };
}

/** One page of the table: the document events without trail keys, grouped by document. The last page ends the job. */
async function trailPage(job: IndexBackfillJob): Promise<IndexBackfillJob> {
  const page = await scanTablePage({ entities: [AUDIT_EVENT_ENTITY], startKey: job.cursor, limit: ITEMS_PER_PAGE });
  const byDocument = new Map<string, Item[]>();
  for (const item of page.items.filter(lacksTrailKeys)) {
    const documentId = String(item.documentId ?? item.targetId);
    byDocument.set(documentId, [...(byDocument.get(documentId) ?? []), item]);
  }
  const outcomes = await inParallel([...byDocument], PARALLEL, ([documentId, found]) =>
    backfillDocument(documentId, found),
  );
  const sum = (key: keyof DocumentOutcome) => outcomes.reduce((total, outcome) => total + outcome[key], 0);
  const next: IndexBackfillJob = {
    ...job,
    step: job.step + 1,
    trail: {
      scanned: job.trail.scanned + page.scanned,
      examined: job.trail.examined + sum('examined'),
      changed: job.trail.changed + sum('changed'),
      ownerless: job.trail.ownerless + sum('ownerless'),
    },
  };
  if (page.nextKey) return { ...next, cursor: page.nextKey };
  const { cursor: _done, ...rest } = next;
  logger.info('Index backfill completed', { jobId: job.id, expiry: next.expiry, trail: next.trail });
  return { ...rest, status: 'completed', completedAt: new Date().toISOString() };
}

/**
 * One step of an index backfill (one queue message): a page of the unsharded expiry partition, or a
 * page of the table for the review trail. Runs only if the job still waits for this step; the result
 * is saved on that condition, so a redelivered or concurrent message changes nothing. Every item
 * write is conditioned on the item's old form (data/index-backfill.ts), so a step run again after a
 * crash between its writes and its save rewrites nothing twice (it counts less as changed).
 *
 * The trail phase reads the table with a Scan (data/table-scan.ts): no index lists the events that
 * have no trail keys, which is what the job is looking for.
 */
export async function runIndexBackfillStep({ jobId, step }: { jobId: string; step: number }): Promise<void> {
  const job = await getIndexBackfillJob(jobId);
  if (job?.status !== 'running' || job.step !== step) {
    logger.info('Index backfill step already done', { jobId, step });
    return;
  }
  const next = job.phase === 'expiry' ? await expiryPage(job) : await trailPage(job);
  if (!(await saveIndexBackfillStep(next, step))) {
    logger.info('Index backfill step saved by another delivery', { jobId, step });
  }
}
