/**
 * One local SQS queue with its Lambda event source mapping: messages are delivered to the consumer
 * handler in batches as a real SQSEvent; records reported in `batchItemFailures` (or the whole batch
 * when the handler throws) become visible again after a short backoff, and after `maxReceiveCount`
 * receives they go to the dead letters.
 *
 * What drain() waits for on a queue is work that can still change something now: a message not
 * delivered yet (a delayed one included) and a batch being delivered. A message whose delivery failed
 * and that waits out its backoff for a redelivery is not awaited: its delivery is over, and what it
 * did before failing is already in the table (the stream's part of the drain follows it). A test
 * that needs what a redelivery leads to (a dead letter, a send that succeeds on a later receive)
 * polls for it, as for any other outcome it waits for.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './aws-local';
import type { DeadLetterStore } from './dead-letters';
import { describeError, invokeHandler } from './lambda-runtime';

export interface QueueConsumer {
  handler: string;
  batchSize: number;
  maxReceiveCount: number;
  /** Batches delivered at once (the event source mapping's maximum concurrency); 1 when unset. */
  maxConcurrency?: number;
}

export interface IncomingMessage {
  body: string;
  delaySeconds?: number;
  attributes?: SQSMessageAttributes;
}

interface StoredMessage {
  /** Order of arrival on this queue (drain() waits for the messages sent by a moment). */
  seq: number;
  messageId: string;
  body: string;
  md5OfBody: string;
  attributes: SQSMessageAttributes;
  sentAt: number;
  firstReceivedAt: number | undefined;
  receiveCount: number;
  availableAt: number;
  lastError: string;
  /** Handed to the consumer and not answered yet (not visible). */
  inFlight: boolean;
}

export const md5Hex = (data: string | Buffer) => createHash('md5').update(data).digest('hex');

/** Lets the batch collect messages sent in quick succession, like a short batching window. */
const BATCHING_WINDOW_MS = 20;
const MAX_BACKOFF_MS = 5000;
const retryDelay = (receiveCount: number) => Math.min(MAX_BACKOFF_MS, 250 * 2 ** (receiveCount - 1));

/** Being delivered, or never received yet: drain() waits for it (not for one failed and backing off). */
const awaitsDelivery = (message: StoredMessage) => message.inFlight || message.receiveCount === 0;

export class LocalQueue {
  readonly arn: string;
  private readonly messages: StoredMessage[] = [];
  private batchesInFlight = 0;
  /** Batches whose delivery began so far, retries included (drain() compares it between checks). */
  deliveriesBegun = 0;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = 0;
  private stopped = false;
  private sent = 0;

  constructor(
    readonly name: string,
    readonly url: string,
    private readonly consumer: QueueConsumer | undefined,
    private readonly deadLetters: DeadLetterStore,
    private readonly log: (line: string) => void,
  ) {
    this.arn = `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${name}`;
  }

  send(message: IncomingMessage): { messageId: string; md5OfBody: string } {
    const now = Date.now();
    const stored: StoredMessage = {
      seq: ++this.sent,
      messageId: randomUUID(),
      body: message.body,
      md5OfBody: md5Hex(message.body),
      attributes: message.attributes ?? {},
      sentAt: now,
      firstReceivedAt: undefined,
      receiveCount: 0,
      availableAt: now + (message.delaySeconds ?? 0) * 1000,
      lastError: '',
      inFlight: false,
    };
    this.messages.push(stored);
    this.schedule(BATCHING_WINDOW_MS + (message.delaySeconds ?? 0) * 1000);
    return { messageId: stored.messageId, md5OfBody: stored.md5OfBody };
  }

  /** No batch being delivered and no message waiting for its first delivery (failed ones may be backing off). */
  get idle(): boolean {
    return this.batchesInFlight === 0 && !this.messages.some(awaitsDelivery);
  }

  /** How many messages were sent to this queue so far. */
  mark(): number {
    return this.sent;
  }

  /**
   * Whether every message sent by `mark` has been delivered: deleted after it succeeded, dead-lettered,
   * or failed and backing off until its next receive (not in flight then).
   */
  settledThrough(mark: number): boolean {
    return !this.messages.some((m) => m.seq <= mark && awaitsDelivery(m));
  }

  /** What GetQueueAttributes reports: messages waiting, and messages being processed. */
  get counts(): { waiting: number; inFlight: number } {
    const inFlight = this.messages.filter((m) => m.inFlight).length;
    return { waiting: this.messages.length - inFlight, inFlight };
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Runs the pump after `delayMs`, unless it is already due to run sooner (a steady stream of sends must not postpone it). */
  private schedule(delayMs: number): void {
    if (this.stopped || !this.consumer) return;
    const at = Date.now() + Math.max(0, delayMs);
    if (this.timer && this.timerAt <= at) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, at - Date.now());
  }

  private pump(): void {
    const consumer = this.consumer;
    if (this.stopped || !consumer) return;
    const maxConcurrency = consumer.maxConcurrency ?? 1;
    while (this.batchesInFlight < maxConcurrency) {
      const now = Date.now();
      const batch = this.messages.filter((m) => !m.inFlight && m.availableAt <= now).slice(0, consumer.batchSize);
      if (batch.length === 0) {
        const waiting = this.messages.filter((m) => !m.inFlight);
        const next = Math.min(...waiting.map((m) => m.availableAt));
        if (Number.isFinite(next) && this.batchesInFlight === 0) this.schedule(next - now);
        return;
      }
      for (const message of batch) message.inFlight = true;
      this.batchesInFlight++;
      this.deliveriesBegun++;
      void this.process(consumer, batch);
    }
  }

  private async process(consumer: QueueConsumer, batch: StoredMessage[]): Promise<void> {
    try {
      const failed = await this.deliver(consumer, batch);
      for (const message of batch) {
        message.inFlight = false;
        if (failed.has(message.messageId)) this.retryOrDeadLetter(message, consumer);
        else this.remove(message);
      }
    } finally {
      this.batchesInFlight--;
    }
    if (this.messages.length > 0) this.schedule(0);
  }

  /** Invokes the consumer; returns the ids of the records that failed. */
  private async deliver(consumer: QueueConsumer, batch: StoredMessage[]): Promise<Set<string>> {
    const now = Date.now();
    for (const message of batch) {
      message.receiveCount++;
      message.firstReceivedAt ??= now;
    }
    const event: SQSEvent = { Records: batch.map((m) => this.toRecord(m)) };
    try {
      const response = (await invokeHandler(consumer.handler, event)) as SQSBatchResponse | undefined;
      const failures = response?.batchItemFailures ?? [];
      const ids = new Set(batch.map((m) => m.messageId));
      // Like Lambda: an identifier that is empty or not in the batch fails the whole batch.
      if (failures.some((f) => !f.itemIdentifier || !ids.has(f.itemIdentifier))) {
        for (const m of batch) m.lastError = 'invalid batchItemFailures identifier';
        return ids;
      }
      for (const m of batch) m.lastError = 'reported in batchItemFailures';
      return new Set(failures.map((f) => f.itemIdentifier));
    } catch (error) {
      const reason = describeError(error);
      this.log(`sqs ${this.name}: ${consumer.handler} threw: ${reason}`);
      for (const m of batch) m.lastError = reason;
      return new Set(batch.map((m) => m.messageId));
    }
  }

  private toRecord(message: StoredMessage): SQSRecord {
    return {
      messageId: message.messageId,
      receiptHandle: Buffer.from(`${message.messageId}#${message.receiveCount}#${randomUUID()}`).toString('base64'),
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentAt),
        SenderId: 'AROALOCALSTACKSENDER:lunia-local',
        ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? Date.now()),
      },
      messageAttributes: message.attributes,
      md5OfBody: message.md5OfBody,
      eventSource: 'aws:sqs',
      eventSourceARN: this.arn,
      awsRegion: LOCAL_REGION,
    };
  }

  private retryOrDeadLetter(message: StoredMessage, consumer: QueueConsumer): void {
    if (message.receiveCount >= consumer.maxReceiveCount) {
      this.remove(message);
      this.deadLetters.record({
        queue: this.name,
        messageId: message.messageId,
        body: message.body,
        attempts: message.receiveCount,
        error: message.lastError,
        at: new Date().toISOString(),
      });
      return;
    }
    message.availableAt = Date.now() + retryDelay(message.receiveCount);
  }

  private remove(message: StoredMessage): void {
    const index = this.messages.indexOf(message);
    if (index >= 0) this.messages.splice(index, 1);
  }
}
