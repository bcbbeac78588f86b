/**
 * Counters survive a restart of the local stack, and a super admin's recount repairs a drift.
 *
 * This file starts its own stack on a data directory of its own (like `npm start` on .data), so it
 * can stop it with table changes not yet applied by the stream poller and start it again on the
 * same data: the poller resumes from its saved position instead of skipping to the stream's end.
 * Then it corrupts counters in the table and runs the recount through the API (the authorization
 * matrix leaves the super admin's recount requests to this file: a recount on the shared stack would
 * rewrite the counters while other files' writes move them). Its stack is its own (../support/own-stack.ts):
 * the other test files run at the same time on theirs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceName } from '../../infra/local/ports';
import type { LocalStack } from '../../infra/local/stack';
import { newAccount } from '../support/accounts';
import { eventually } from '../support/document-fixtures';
import { accessTokenFor, apiClient, DEMO, tableClient } from '../support/local-clients';
import { startOwnStack } from '../support/own-stack';
import type { StackInfo } from '../support/stack-info';

const dataDir = mkdtempSync(join(tmpdir(), 'lunia-counters-'));
const lines: string[] = [];
const log = (line: string) => lines.push(line);
let stack: LocalStack | undefined;
let info: StackInfo;
/** The first start's ports, kept for the restart. */
let ports: Record<ServiceName, number> | undefined;

async function start() {
  ({ stack, info, ports } = await startOwnStack(0, { dataDir, seed: true, log, ...(ports ? { ports } : {}) }));
  await stack.drain();
}

const counter = async (name: string) => Number((await tableClient(info).get({ PK: 'COUNTER', SK: name }))?.value ?? 0);
/** Every user profile, from GSI1 `USERS` (the table is small: one page). */
const usersInTable = async () => (await tableClient(info).queryIndex('GSI1', 'USERS')).length;

interface RecountJob {
  status: string;
  usersChecked: number;
  statsCorrected: number;
  itemsCounted: number;
  corrections: { name: string; from: number; to: number }[];
  skipped: string[];
}

/** Starts a recount as the demo super admin and waits for its result. */
async function recount(): Promise<RecountJob> {
  const api = apiClient(info);
  const token = await accessTokenFor(info, DEMO.admin);
  const started = await api('POST', '/api/admin/maintenance/counter-recount', { token });
  expect(started.status).toBe(202);
  const jobId = String(started.body.jobId);
  return eventually(async () => {
    const response = await api('GET', `/api/admin/maintenance/counter-recount/${jobId}`, { token });
    expect(response.status).toBe(200);
    const job = response.body.job as RecountJob;
    return job.status === 'completed' ? job : undefined;
  }, 60_000);
}

beforeAll(start, 120_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.LUNIA_TEST_LOGS) console.log(lines.join('\n'));
}, 60_000);

describe('counters across a restart of the local stack', () => {
  it('applies the changes written just before the stack stopped once it starts again', async () => {
    const counted = await counter('users');
    expect(counted).toBe(await usersInTable());

    // The stack "dies" before its stream poller sees these registrations.
    await stack?.stopStreamPoller();
    for (let i = 0; i < 3; i++) await newAccount(info, 'restart-counter');
    const users = await usersInTable();
    expect(users).toBe(counted + 3);
    expect(await counter('users')).toBe(counted);
    await stack?.stop();

    await start();
    expect(await counter('users')).toBe(users);
    const stats = await apiClient(info)('GET', '/api/admin/stats', { token: await accessTokenFor(info, DEMO.admin) });
    expect(stats.status).toBe(200);
    expect((stats.body.summary as { totalUsers: number }).totalUsers).toBe(users);
  }, 180_000);
});

describe('counter recount', () => {
  it('rebuilds drifted counters and stats items from the table; a second run changes nothing', async () => {
    const table = tableClient(info);
    const users = await usersInTable();
    expect(await counter('users')).toBe(users);
    const withDocuments = await counter('users#with_documents');

    // Drift: a counter off, a counter nobody counts, and a user's stats item claiming documents.
    const { userId } = await newAccount(info, 'recount-stats');
    await stack?.drain();
    await table.put({ PK: 'COUNTER', SK: 'users', entity: 'Counter', value: users + 41 });
    await table.put({ PK: 'COUNTER', SK: 'module#ghost', entity: 'Counter', value: 5 });
    await table.put({ PK: `USER#${userId}`, SK: 'STATS', entity: 'UserStats', documentCount: 3, pendingDocuments: 3 });
    await stack?.drain();
    // The stream took the corrupted stats item at its word: one more user "with documents".
    expect(await counter('users#with_documents')).toBe(withDocuments + 1);

    const first = await recount();
    expect(first.usersChecked).toBe(users + 1);
    expect(first.statsCorrected).toBe(1);
    expect(first.skipped).toEqual([]);
    expect(first.corrections).toEqual(
      expect.arrayContaining([
        { name: 'users', from: users + 41, to: users + 1 },
        { name: 'module#ghost', from: 5, to: 0 },
      ]),
    );
    await stack?.drain();
    expect(await counter('users')).toBe(users + 1);
    expect(await counter('module#ghost')).toBe(0);
    const stats = await table.get({ PK: `USER#${userId}`, SK: 'STATS' });
    expect(stats).toMatchObject({ documentCount: 0, pendingDocuments: 0, approvedDocuments: 0, organizationCount: 0 });
    // The corrected stats item went through the stream like any change: the derived counter is back.
    expect(await counter('users#with_documents')).toBe(withDocuments);

    const before = await table.queryPartition('COUNTER');
    const second = await recount();
    expect(second).toMatchObject({ statsCorrected: 0, corrections: [], skipped: [] });
    await stack?.drain();
    const after = await table.queryPartition('COUNTER');
    expect(after.map(({ SK, value }) => [SK, value])).toEqual(before.map(({ SK, value }) => [SK, value]));
  }, 180_000);
});
