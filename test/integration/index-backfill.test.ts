/**
 * The index backfill (issues 27–28's index changes): a super admin's maintenance job moves the expiry
 * entries still in the unsharded partition to their shards and gives the document events written
 * before the owner's review trail their trail keys. The legacy items are made here from a real
 * document and its events, put back into the form the table held before those changes (built with the
 * data layer's own key helpers); the job runs through its route, and the reads find each item once.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditEvent,
  toItem as auditEventItem,
  inOwnerTrail,
  newAuditEvent,
} from '../../functions/src/data/audit-events';
import { decisionsFromTrail, listOwnerTrail, trailCovers } from '../../functions/src/data/document-trail';
import { type DocumentEntity, toItem as documentItem, getDocument } from '../../functions/src/data/documents';
import { queryExpiryRange } from '../../functions/src/data/expiry-index';
import { addTrailKeys, moveExpiryEntry } from '../../functions/src/data/index-backfill';
import { auditEventKeys, documentKeys, withoutKeys } from '../../functions/src/data/keys';
import { newAccount, type TestAccount } from '../support/accounts';
import { adminApi, documentsApi, eventually } from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { accessTokenFor, DEMO } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
const adminToken = await accessTokenFor(stack, DEMO.admin);

type Item = Record<string, unknown>;

interface BackfillJob {
  status: string;
  expiry: { examined: number; changed: number };
  trail: { scanned: number; examined: number; changed: number; ownerless: number };
}

/** Starts a backfill through its route and waits for it to end, then for what its writes caused. */
async function runBackfill(): Promise<BackfillJob> {
  const started = await api('POST', '/api/admin/maintenance/index-backfill', { token: adminToken });
  expect(started.status, started.text).toBe(202);
  const jobId = String(started.body.jobId);
  // A job is a chain of steps (one per page): wait for it to end, then drain what its writes caused.
  const job = await eventually(async () => {
    const read = await api('GET', `/api/admin/maintenance/index-backfill/${jobId}`, { token: adminToken });
    expect(read.status, read.text).toBe(200);
    const found = read.body.job as unknown as BackfillJob;
    return found.status === 'running' ? undefined : found;
  }, 60_000);
  await drainStack(stack);
  return job;
}

/** The expiry index's entries of one document on its date, through the reader the app's jobs use. */
const expiryEntriesOf = (doc: DocumentEntity) =>
  queryExpiryRange({
    from: documentKeys.expirySortKey({ id: doc.id, expiresOn: String(doc.expiresOn) }),
    to: documentKeys.expiryUpTo(String(doc.expiresOn)),
    filter: { expression: '#id = :id', names: { '#id': 'id' }, values: { ':id': doc.id } },
  });

const documentEventItems = (documentId: string) =>
  table.queryPartition(auditEventKeys.targetPartition('DOCUMENT', documentId));

describe('the index backfill', { shuffle: false }, () => {
  let account: TestAccount;
  let doc: DocumentEntity;
  /** The document's item and its trail events as the table held them before the backfill. */
  let legacyDocument: Item;
  let legacyEvents: Item[];

  beforeAll(async () => {
    account = await newAccount(stack, 'index-backfill');
    const uploaded = await documentsApi(stack, account.token).upload('pharmacist_license');
    await adminApi(stack, adminToken).approve(uploaded);
    await drainStack(stack);
    const stored = await getDocument(uploaded.id);
    if (!stored?.expiresOn) throw new Error('the licence has no expiry date');
    doc = stored;
    // Issue 28's old form: the expiry entry in the unsharded partition.
    legacyDocument = { ...documentItem(doc), GSI4PK: documentKeys.expiryPartition };
    await table.put(legacyDocument as Item & { PK: string; SK: string });
    // Issue 27's old form: decision and creation events that do not name the owner (so no trail keys).
    legacyEvents = [];
    for (const item of await documentEventItems(doc.id)) {
      if (!inOwnerTrail(item.action as AuditEvent['action'])) continue;
      const { documentOwnerType: _type, documentOwnerId: _owner, ...event } = withoutKeys(item);
      const legacy = auditEventItem(event as unknown as AuditEvent) as Item;
      legacyEvents.push(legacy);
      await table.put(legacy as Item & { PK: string; SK: string });
    }
    // An event of a document that is gone: no owner to name, so it stays as it is.
    const orphan = newAuditEvent({
      targetType: 'DOCUMENT',
      targetId: `gone-${randomUUID()}`,
      at: new Date().toISOString(),
      action: 'expiry_corrected',
      actorId: 'system',
      actorRole: 'system',
    });
    await table.put(auditEventItem({ ...orphan, documentId: orphan.targetId }) as Item & { PK: string; SK: string });
    await drainStack(stack);
  });

  it('starts from the old forms, which the reads still find through their fallbacks', async () => {
    expect(legacyEvents.map((event) => event.action).sort()).toEqual(['approved', 'upload_requested']);
    expect(legacyEvents.every((event) => event.GSI4PK === undefined)).toBe(true);
    const entries = await expiryEntriesOf(doc);
    expect(entries.map((entry) => entry.GSI4PK)).toEqual([documentKeys.expiryPartition]);
    const trail = await listOwnerTrail('USER', account.userId);
    expect(trailCovers(trail, doc)).toBe(false);
  });

  it('moves the expiry entry to its shard and puts the events in the owner’s trail', async () => {
    const job = await runBackfill();
    expect(job.status).toBe('completed');
    expect(job.expiry.changed).toBeGreaterThanOrEqual(1);
    expect(job.trail.changed).toBeGreaterThanOrEqual(legacyEvents.length);
    expect(job.trail.ownerless).toBeGreaterThanOrEqual(1);

    // The document: the write path's keys, nothing else changed (same version, same sort key).
    const moved = await table.get(documentKeys.item(doc.id));
    const sharded = documentKeys.expiryIndex({ id: doc.id, expiresOn: String(doc.expiresOn) });
    expect(moved).toMatchObject({ ...sharded, version: doc.version, status: doc.status });
    expect(sharded.GSI4PK).not.toBe(documentKeys.expiryPartition);
    const entries = await expiryEntriesOf(doc);
    expect(entries.map((entry) => entry.GSI4PK)).toEqual([sharded.GSI4PK]);

    // The events: owner named, trail keys as the write path makes them.
    const events = await documentEventItems(doc.id);
    for (const legacy of legacyEvents) {
      const now = events.find((item) => item.SK === legacy.SK);
      expect(now).toMatchObject({
        GSI4PK: auditEventKeys.trailPartition('USER', account.userId),
        GSI4SK: auditEventKeys.sortKey(String(legacy.at), String(legacy.id)),
        documentOwnerType: 'USER',
        documentOwnerId: account.userId,
      });
    }

    // The binder's read: the trail covers the document and holds each event once.
    const trail = await listOwnerTrail('USER', account.userId);
    expect(trailCovers(trail, doc)).toBe(true);
    const ofDocument = trail.filter((event) => event.documentId === doc.id);
    expect(new Set(ofDocument.map((event) => event.id)).size).toBe(ofDocument.length);
    expect(ofDocument.map((event) => event.action).sort()).toEqual(['approved', 'upload_requested']);
    expect(decisionsFromTrail(trail, doc)?.map((event) => event.action)).toEqual(['approved']);
  });

  it('changes nothing more when run again, or when a stale step writes what it read before', async () => {
    const again = await runBackfill();
    expect(again.status).toBe('completed');
    expect(again.expiry.changed).toBe(0);
    expect(again.trail.changed).toBe(0);
    expect(again.trail.ownerless).toBeGreaterThanOrEqual(1);
    // A redelivered step holding the old items: every write is conditioned on the old form.
    expect(await moveExpiryEntry(legacyDocument)).toBe(false);
    for (const legacy of legacyEvents)
      expect(await addTrailKeys(legacy, { type: 'USER', id: account.userId })).toBe(false);
    expect((await expiryEntriesOf(doc)).length).toBe(1);
  });
});
