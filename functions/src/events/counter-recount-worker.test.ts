/**
 * The maintenance worker runs each step by its job's kind (a message without one is a recount's, as
 * queued before kinds existed), and marks an index backfill `failed` only when its step fails on the
 * queue's last receive. The steps and the job write are stubbed: no table.
 */
import type { SQSEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sqsRecord } from '../../test-support/sqs-record';
import { logger } from '../lib/logger';
import { handler } from './counter-recount-worker';
import { eventHandlers } from './manifest';

const calls = vi.hoisted(() => ({ recount: [] as unknown[], backfill: [] as unknown[], failed: [] as unknown[] }));
const failing = vi.hoisted(() => ({ backfill: false }));

vi.mock('../use-cases/maintenance/run-counter-recount-step', () => ({
  runCounterRecountStep: async (message: unknown) => void calls.recount.push(message),
}));
vi.mock('../use-cases/maintenance/run-index-backfill-step', () => ({
  runIndexBackfillStep: async (message: unknown) => {
    calls.backfill.push(message);
    if (failing.backfill) throw new Error('DynamoDB unavailable');
  },
}));
vi.mock('../data/index-backfill-jobs', () => ({
  failIndexBackfillJob: async (jobId: string, step: number) => {
    calls.failed.push({ jobId, step });
    return true;
  },
}));

const JOB = '5b1d3c7e-0000-4000-8000-000000000003';
const event = (body: unknown, receiveCount: number): SQSEvent => ({
  Records: [
    sqsRecord({
      messageId: `m-${receiveCount}`,
      body: JSON.stringify(body),
      receiveCount,
      queue: 'lunia-counter-recount',
    }),
  ],
});
const lastReceive = eventHandlers.counterRecountWorker.source.maxReceiveCount;

beforeEach(() => {
  calls.recount.length = 0;
  calls.backfill.length = 0;
  calls.failed.length = 0;
  failing.backfill = false;
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});

describe('the maintenance worker', () => {
  it('runs a recount step (with or without its kind) and a backfill step each with its own job', async () => {
    await handler(event({ jobId: JOB, step: 1 }, 1));
    await handler(event({ kind: 'counter-recount', jobId: JOB, step: 2 }, 1));
    await handler(event({ kind: 'index-backfill', jobId: JOB, step: 3 }, 1));
    expect(calls.recount).toEqual([
      { jobId: JOB, step: 1 },
      { jobId: JOB, step: 2 },
    ]);
    expect(calls.backfill).toEqual([{ jobId: JOB, step: 3 }]);
  });

  it('fails the record on a failing backfill step, and the job only on the last receive', async () => {
    failing.backfill = true;
    const early = await handler(event({ kind: 'index-backfill', jobId: JOB, step: 4 }, lastReceive - 1));
    expect(early.batchItemFailures).toEqual([{ itemIdentifier: `m-${lastReceive - 1}` }]);
    expect(calls.failed).toEqual([]);
    const last = await handler(event({ kind: 'index-backfill', jobId: JOB, step: 4 }, lastReceive));
    expect(last.batchItemFailures).toEqual([{ itemIdentifier: `m-${lastReceive}` }]);
    expect(calls.failed).toEqual([{ jobId: JOB, step: 4 }]);
  });
});
