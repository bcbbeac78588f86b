import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sqsRecord } from '../../test-support/sqs-record';
import { logger } from '../lib/logger';
import { processQueueBatch, queueNameOf } from './queue-consumer';

const record = (messageId: string, body: string, receiveCount = 1): SQSRecord =>
  sqsRecord({ messageId, body, receiveCount, queue: 'lunia-mail' });
const batch = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

const good = {
  template: 'contact-message-received',
  to: 'good@example.com',
  language: 'es',
  data: {},
  dedupeKey: 'k-good',
};
/** Each malformed body carries personal data that must not reach a log line. */
const malformed = {
  notJson: record('not-json', '{"to":"private-a@example.com",'),
  wrongShape: record('wrong-shape', JSON.stringify({ ...good, to: 'private-b@example.com', data: { product: 'x' } })),
  unknownTemplate: record('unknown', JSON.stringify({ ...good, to: 'private-c@example.com', template: 'birthday' })),
};

afterEach(() => vi.restoreAllMocks());

describe('processQueueBatch', () => {
  it.each([false, true])('fails only the malformed records, before any work (in parallel: %s)', async (inParallel) => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const process = vi.fn(async () => undefined);
    const response = await processQueueBatch(
      batch(malformed.notJson, record('good', JSON.stringify(good)), malformed.wrongShape, malformed.unknownTemplate),
      { messages: 'mail', process, inParallel },
    );
    expect(response.batchItemFailures).toEqual([
      { itemIdentifier: 'not-json' },
      { itemIdentifier: 'wrong-shape' },
      { itemIdentifier: 'unknown' },
    ]);
    expect(process).toHaveBeenCalledTimes(1);
    expect(process).toHaveBeenCalledWith(good, expect.objectContaining({ messageId: 'good' }));
    expect(errors.mock.calls.map(([, fields]) => fields)).toEqual([
      {
        queue: 'lunia-mail',
        messageId: 'not-json',
        receiveCount: 1,
        reason: 'not-json',
        issues: [{ field: '', code: 'invalid_json' }],
      },
      {
        queue: 'lunia-mail',
        messageId: 'wrong-shape',
        receiveCount: 1,
        reason: 'invalid',
        issues: [{ field: 'data.product', code: 'invalid_type' }],
      },
      {
        queue: 'lunia-mail',
        messageId: 'unknown',
        receiveCount: 1,
        reason: 'invalid',
        issues: [{ field: 'template', code: 'invalid_union' }],
      },
    ]);
    expect(JSON.stringify(errors.mock.calls)).not.toContain('private-');
  });

  it('answers a batch where every record is malformed instead of throwing', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const process = vi.fn(async () => undefined);
    const response = await processQueueBatch(batch(malformed.notJson, malformed.unknownTemplate), {
      messages: 'mail',
      process,
    });
    expect(response.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual(['not-json', 'unknown']);
    expect(process).not.toHaveBeenCalled();
  });

  it('fails a record whose work throws, and only that one', async () => {
    const first = { jobId: 'job-1', step: 0 };
    const second = { jobId: 'job-2', step: 3 };
    const response = await processQueueBatch(
      batch(record('a', JSON.stringify(first)), record('b', JSON.stringify(second))),
      {
        messages: 'counter-recount',
        process: async (message) => {
          if (message.jobId === 'job-1') throw new Error('throttled');
        },
      },
    );
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'a' }]);
  });

  it('validates against the queue named by the caller: a reminder on the mail queue is refused', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const reminder = { kind: 'document', jobId: 'j', userId: 'u', language: 'en', actor: { id: 'a', name: 'A' } };
    const response = await processQueueBatch(batch(record('r', JSON.stringify(reminder), 5)), {
      messages: 'mail',
      process: async () => undefined,
    });
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'r' }]);
    expect(errors).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ receiveCount: 5 }));
  });

  it('names the queue by its ARN', () => {
    expect(queueNameOf(record('x', '{}'))).toBe('lunia-mail');
  });
});
