/**
 * The stream consumer writes the system health's "last stream event" at most once a minute per
 * container: each write is itself a stream record. The heartbeat write is stubbed (no table); the
 * records are of an entity no reaction handles, so nothing else is read or written.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_HEARTBEAT_ENTITY } from '../data/system-signals';
import { handler } from './table-stream';

const written = vi.hoisted(() => ({ times: [] as string[], failNext: false }));

vi.mock('../data/system-signals', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../data/system-signals')>()),
  touchStreamHeartbeat: async (at: string) => {
    if (written.failNext) {
      written.failNext = false;
      throw new Error('DynamoDB unavailable');
    }
    written.times.push(at);
  },
}));

const START = Date.parse('2026-11-29T12:00:00Z');
let sequence = 0;

/** A record of an entity without reactions, changed at `at` (ms). */
const recordAt = (at: number, entity = 'NoReactionHere'): DynamoDBRecord => ({
  eventID: `event-${++sequence}`,
  eventName: 'INSERT',
  dynamodb: {
    SequenceNumber: String(sequence),
    ApproximateCreationDateTime: at / 1000,
    NewImage: { PK: { S: `TEST#${sequence}` }, SK: { S: 'ITEM' }, entity: { S: entity } },
  },
});

const batchAt = (at: number) => handler({ Records: [recordAt(at)] });

describe('the stream heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    written.times.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('is written by a container’s first batch, then at most once a minute, with the latest change’s time', async () => {
    vi.setSystemTime(START);
    expect(await batchAt(START - 1_000)).toEqual({ batchItemFailures: [] });
    expect(written.times).toEqual(['2026-11-29T11:59:59.000Z']);

    vi.setSystemTime(START + 59_000);
    await batchAt(START + 58_000);
    expect(written.times).toHaveLength(1);

    vi.setSystemTime(START + 60_000);
    await batchAt(START + 59_500);
    expect(written.times).toEqual(['2026-11-29T11:59:59.000Z', '2026-11-29T12:00:59.500Z']);
  });

  it('is not written for a batch of its own changes only, and a failed write is tried again by the next batch', async () => {
    vi.setSystemTime(START + 10 * 60_000);
    await handler({ Records: [recordAt(START + 10 * 60_000, STREAM_HEARTBEAT_ENTITY)] });
    expect(written.times).toEqual([]);

    written.failNext = true;
    expect(await batchAt(START + 10 * 60_000)).toEqual({ batchItemFailures: [] });
    vi.setSystemTime(START + 10 * 60_000 + 1_000);
    await batchAt(START + 10 * 60_000 + 500);
    expect(written.times).toEqual(['2026-11-29T12:10:00.500Z']);
  });
});
