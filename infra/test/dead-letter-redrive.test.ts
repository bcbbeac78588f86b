/**
 * Issue 42: the redrive of each kind of dead-letter queue (infra/ops/dead-letter-redrive.ts), against a
 * recording backend: what goes back, what is refused and why, and that a dry run changes nothing. The
 * SQS kind is rehearsed on the local stack too (test/integration/queue-messages.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  type DeadLetterQueue,
  type ParkedMessage,
  type RedriveBackend,
  redrive,
  type StreamBatchInfo,
} from '../ops/dead-letter-redrive';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const DAY = 86_400_000;

function recordingBackend(parked: ParkedMessage[], moved = 0) {
  const calls: string[] = [];
  const waiting = [...parked];
  const backend: RedriveBackend = {
    count: async () => waiting.length || moved,
    moveToSource: async (queue) => {
      calls.push(`move ${queue.arn}`);
      return moved;
    },
    receive: async () => [...waiting],
    remove: async (_queue, message) => {
      calls.push(`delete ${message.id}`);
      waiting.splice(waiting.indexOf(message), 1);
    },
    invokeAsync: async (fn, payload) => {
      calls.push(`invoke ${fn} ${payload}`);
    },
    replayStreamRange: async (fn, batch) => {
      calls.push(`replay ${fn} ${batch.shardId} ${batch.startSequenceNumber}-${batch.endSequenceNumber}`);
      return 3;
    },
    log: (line) => calls.push(`log ${line}`),
  };
  return { backend, calls };
}

const sqsQueue: DeadLetterQueue = { name: 'mail', kind: 'sqs', url: 'u', arn: 'arn:aws:sqs:us-east-1:1:mail-dlq' };
const asyncQueue: DeadLetterQueue = {
  name: 'expiry-check',
  kind: 'lambda-async',
  url: 'u',
  arn: 'a',
  functionName: 'fn-expiry',
};
const streamQueue: DeadLetterQueue = {
  name: 'table-stream',
  kind: 'stream',
  url: 'u',
  arn: 's',
  functionName: 'fn-stream',
};
const message = (id: string, ageMs: number, body = `{"id":"${id}"}`): ParkedMessage => ({
  id,
  receiptHandle: `rh-${id}`,
  body,
  sentAt: NOW - ageMs,
});
const failureRecord = (ageMs: number): string => {
  const info: StreamBatchInfo = {
    shardId: 'shardId-0001',
    startSequenceNumber: '100',
    endSequenceNumber: '102',
    approximateArrivalOfFirstRecord: new Date(NOW - ageMs).toISOString(),
    streamArn: 'arn:aws:dynamodb:us-east-1:1:table/t/stream/x',
  };
  return JSON.stringify({ version: '1.0', DDBStreamBatchInfo: info });
};

describe('redrive of dead letters', () => {
  it('sqs: a dry run only counts; the redrive starts the move back to the source queue', async () => {
    const dry = recordingBackend([], 7);
    expect(await redrive(sqsQueue, dry.backend, { dryRun: true, now: () => NOW })).toEqual({
      queue: 'mail',
      kind: 'sqs',
      waiting: 7,
      redriven: 0,
      refused: [],
    });
    expect(dry.calls).toEqual(['log mail: 7 message(s) would go back to their queue (SQS redrive).']);
    const real = recordingBackend([], 7);
    expect((await redrive(sqsQueue, real.backend, { dryRun: false, now: () => NOW })).redriven).toBe(7);
    expect(real.calls[0]).toBe('move arn:aws:sqs:us-east-1:1:mail-dlq');
  });

  it('lambda-async: an event inside the idempotency window is invoked again and deleted; an older one is refused and kept', async () => {
    const { backend, calls } = recordingBackend([message('fresh', DAY), message('old', 16 * DAY)]);
    const outcome = await redrive(asyncQueue, backend, { dryRun: false, now: () => NOW });
    expect(outcome.redriven).toBe(1);
    expect(outcome.refused).toEqual([
      {
        id: 'old',
        reason:
          'it is 16 days old, past the 15 days the idempotency records last: running it again could repeat an effect (an e-mail) that already happened. Read it and act by hand.',
      },
    ]);
    expect(calls.filter((c) => !c.startsWith('log'))).toEqual(['invoke fn-expiry {"id":"fresh"}', 'delete fresh']);
  });

  it('lambda-async dry run: says what it would do, invokes and deletes nothing', async () => {
    const { backend, calls } = recordingBackend([message('fresh', DAY)]);
    const outcome = await redrive(asyncQueue, backend, { dryRun: true, now: () => NOW });
    expect(outcome).toMatchObject({ waiting: 1, redriven: 0, refused: [] });
    expect(calls).toEqual(['log expiry-check: would give event fresh to fn-expiry again.']);
  });

  it('stream: a range younger than 24 hours is read again and given to the consumer; an older one, or a foreign body, is refused', async () => {
    const { backend, calls } = recordingBackend([
      message('recent', 0, failureRecord(2 * 3600_000)),
      message('trimmed', 0, failureRecord(25 * 3600_000)),
      message('foreign', 0, '{"hello":1}'),
    ]);
    const outcome = await redrive(streamQueue, backend, { dryRun: false, now: () => NOW });
    expect(outcome.redriven).toBe(1);
    expect(calls.filter((c) => !c.startsWith('log'))).toEqual([
      'replay fn-stream shardId-0001 100-102',
      'delete recent',
    ]);
    expect(outcome.refused.map((r) => r.id)).toEqual(['trimmed', 'foreign']);
    expect(outcome.refused[0]?.reason).toMatch(
      /^its records arrived 25 hours ago and the table stream keeps records 24 hours: they are gone\./,
    );
    expect(outcome.refused[1]?.reason).toBe('it is not a stream failure record (no DDBStreamBatchInfo).');
  });
});
