/**
 * Every dead letter has a way back (`npm run ops:redrive`, ./redrive.ts; docs/deploy.md, "Redrive a
 * dead-letter queue"). A stage has three kinds of dead-letter queue, found in its stacks (never a hard-coded list,
 * so a queue added later is covered):
 *
 * - `sqs`: the dead-letter queue of a work queue (`<X>DeadLetterQueue` beside `<X>Queue` in the data
 *   stack). Redriven by SQS itself (StartMessageMoveTask without a destination: each message goes back to
 *   the queue it came from). The consumers are idempotent for longer than the dead-letter queue keeps a
 *   message (IDEMPOTENCY_RETENTION_SECONDS ≥ the retention, a test reads both), so a message that had in
 *   fact been handled is not handled twice.
 * - `lambda-async`: the dead letters of an asynchronously invoked function (`<Handler>DeadLetters` in the
 *   events stack: schedules, S3 uploads, GuardDuty verdicts, SES events). Each message body is the event;
 *   it is invoked again (InvocationType Event) and then deleted. An event older than the idempotency
 *   window is refused, and left in the queue, with the reason.
 * - `stream`: the table stream's failure records (`TableStreamFailure…`): each names a shard and a range
 *   of sequence numbers, not the records. The records are read again from the stream and given to the
 *   stream consumer; the stream keeps them 24 hours, so an older range is refused with the reason.
 *
 * With `dryRun` nothing is moved, invoked or deleted: the queues are listed with their counts and, for the
 * last two kinds, what would be done with each message.
 */
import { IDEMPOTENCY_RETENTION_SECONDS } from '../../functions/src/data/idempotency';

export type DeadLetterKind = 'sqs' | 'lambda-async' | 'stream';

/** DynamoDB Streams keeps a record 24 hours (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Streams.html). */
export const STREAM_RECORD_RETENTION_MS = 24 * 3600 * 1000;
export const IDEMPOTENCY_WINDOW_MS = IDEMPOTENCY_RETENTION_SECONDS * 1000;

export interface DeadLetterQueue {
  /** The name `--queue` takes: `mail`, `reminder`, `expiry-check`, `table-stream`, … */
  name: string;
  kind: DeadLetterKind;
  url: string;
  arn: string;
  /** lambda-async: the function to invoke again; stream: the stream consumer. */
  functionName?: string;
}

export interface ParkedMessage {
  id: string;
  receiptHandle: string;
  body: string;
  sentAt: number;
}

/** Where the steps act (the AWS CLI and SDK on a stage; the local stand-ins in the rehearsal). */
export interface RedriveBackend {
  count(queue: DeadLetterQueue): Promise<number>;
  /** SQS: moves every message back to its source queue; resolves with how many were moved. */
  moveToSource(queue: DeadLetterQueue): Promise<number>;
  /** Up to 10 messages, hidden for a minute (not in a dry run: visible again at once). */
  receive(queue: DeadLetterQueue, dryRun: boolean): Promise<ParkedMessage[]>;
  remove(queue: DeadLetterQueue, message: ParkedMessage): Promise<void>;
  invokeAsync(functionName: string, payload: string): Promise<void>;
  /** Reads the stream records of one failure record's range and gives them to the consumer; false if trimmed. */
  replayStreamRange(functionName: string, batch: StreamBatchInfo): Promise<number>;
  log(line: string): void;
}

/** What Lambda writes to a stream's on-failure destination (DDBStreamBatchInfo). */
export interface StreamBatchInfo {
  shardId: string;
  startSequenceNumber: string;
  endSequenceNumber: string;
  approximateArrivalOfFirstRecord: string;
  streamArn: string;
  batchSize?: number;
}

export interface RedriveOutcome {
  queue: string;
  kind: DeadLetterKind;
  waiting: number;
  redriven: number;
  refused: { id: string; reason: string }[];
}

const days = (ms: number) => `${Math.round((ms / 86_400_000) * 10) / 10} days`;

/** Why a parked message may not go back, or undefined when it may. */
export function refusalOf(kind: DeadLetterKind, age: { sentAt: number; firstRecordAt?: number }, now: number) {
  if (kind === 'stream') {
    const first = age.firstRecordAt ?? age.sentAt;
    if (now - first >= STREAM_RECORD_RETENTION_MS) {
      return `its records arrived ${Math.floor((now - first) / 3_600_000)} hours ago and the table stream keeps records 24 hours: they are gone. What they would have caused (counters, e-mails, lookups) must be repaired by the maintenance jobs (Admin → Settings: recount counters, move records to the new indexes).`;
    }
    return undefined;
  }
  if (now - age.sentAt >= IDEMPOTENCY_WINDOW_MS) {
    return `it is ${days(now - age.sentAt)} old, past the ${days(IDEMPOTENCY_WINDOW_MS)} the idempotency records last: running it again could repeat an effect (an e-mail) that already happened. Read it and act by hand.`;
  }
  return undefined;
}

function streamBatchOf(body: string): StreamBatchInfo | undefined {
  try {
    const info = (JSON.parse(body) as { DDBStreamBatchInfo?: StreamBatchInfo }).DDBStreamBatchInfo;
    return info?.shardId && info.startSequenceNumber && info.endSequenceNumber ? info : undefined;
  } catch {
    return undefined;
  }
}

export async function redrive(
  queue: DeadLetterQueue,
  backend: RedriveBackend,
  options: { dryRun: boolean; now?: () => number },
): Promise<RedriveOutcome> {
  const now = options.now ?? Date.now;
  const waiting = await backend.count(queue);
  const outcome: RedriveOutcome = { queue: queue.name, kind: queue.kind, waiting, redriven: 0, refused: [] };
  if (waiting === 0) return outcome;

  if (queue.kind === 'sqs') {
    if (options.dryRun) {
      backend.log(`${queue.name}: ${waiting} message(s) would go back to their queue (SQS redrive).`);
      return outcome;
    }
    outcome.redriven = await backend.moveToSource(queue);
    backend.log(`${queue.name}: ${outcome.redriven} message(s) moved back to their queue.`);
    return outcome;
  }

  // One pass over what is there now: a message refused stays hidden for the pass, so none is seen twice.
  const seen = new Set<string>();
  for (;;) {
    const batch = (await backend.receive(queue, options.dryRun)).filter((message) => !seen.has(message.id));
    if (batch.length === 0) break;
    for (const message of batch) {
      seen.add(message.id);
      const info = queue.kind === 'stream' ? streamBatchOf(message.body) : undefined;
      if (queue.kind === 'stream' && !info) {
        outcome.refused.push({ id: message.id, reason: 'it is not a stream failure record (no DDBStreamBatchInfo).' });
        continue;
      }
      const firstRecordAt = info ? Date.parse(info.approximateArrivalOfFirstRecord) : undefined;
      const reason = refusalOf(queue.kind, { sentAt: message.sentAt, firstRecordAt }, now());
      if (reason) {
        outcome.refused.push({ id: message.id, reason });
        backend.log(`${queue.name}: message ${message.id} is refused: ${reason}`);
        continue;
      }
      const what = info
        ? `records ${info.startSequenceNumber}–${info.endSequenceNumber} of shard ${info.shardId}`
        : `event ${message.id}`;
      if (options.dryRun) {
        backend.log(`${queue.name}: would give ${what} to ${queue.functionName} again.`);
        continue;
      }
      if (!queue.functionName) throw new Error(`${queue.name}: no function to invoke`);
      if (info) await backend.replayStreamRange(queue.functionName, info);
      else await backend.invokeAsync(queue.functionName, message.body);
      await backend.remove(queue, message);
      outcome.redriven++;
      backend.log(`${queue.name}: gave ${what} to ${queue.functionName} again.`);
    }
    if (options.dryRun) break;
  }
  return outcome;
}
