/**
 * The table stream's event source mapping: polls DynamoDB Local's stream and invokes the
 * 'dynamodb-stream' handler with a real DynamoDBStreamEvent, in order per shard, honouring
 * `batchItemFailures` (retry from the failed record, up to `retryAttempts`, then skip it).
 *
 * Like Lambda's event source mapping, it resumes where it stopped: after each delivered batch the
 * shard's last sequence number is saved (`positionsFile`, in the stack's data directory), and at
 * start each shard continues after its saved position. A shard without one (a new table, or data
 * from before positions were saved) is read from TRIM_HORIZON. Replays are harmless: every
 * reaction is idempotent (counters claim `STREAMRECORD#<eventID>` for two days, longer than the
 * stream's 24 hours; e-mails and reminders have their own dedupe), so a record delivered again
 * after a kill between delivery and save changes nothing. Records older than 24 hours are gone
 * from the stream; if the stack was stopped longer than that with changes not yet applied, the
 * admins' counter recount repairs the counters.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { type AttributeValue, DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
  type ShardIteratorType,
  type _Record as StreamRecord,
  TrimmedDataAccessException,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { eventHandlerEntries } from '../../functions/src/events/manifest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './aws-local';
import type { DeadLetterStore } from './dead-letters';
import { describeError, invokeHandler } from './lambda-runtime';

/** The positions file's name in the stack's data directory (removed with it by `npm run reset`). */
export const STREAM_POSITIONS_FILE = 'stream-positions.json';

const POLL_INTERVAL_MS = 250;
/** The most records one GetRecords call returns. */
const RECORDS_PER_READ = 1000;
/** Shards are listed again this often to pick up new ones (DynamoDB rolls shards over). */
const SHARD_REFRESH_MS = 5000;

interface StreamConsumer {
  handler: string;
  batchSize: number;
  retryAttempts: number;
}

/** What the positions file holds: per shard of this stream, the last sequence number delivered. */
interface SavedPositions {
  /** The stream these positions belong to: a recreated table has a new stream, and they are ignored. */
  streamArn: string;
  shards: Record<string, { sequenceNumber?: string; finished?: boolean }>;
}

interface ShardCursor {
  shardId: string;
  iterator: string | undefined;
  lastSequenceNumber: string | undefined;
}

function streamConsumer(): StreamConsumer | undefined {
  for (const [, def] of eventHandlerEntries) {
    if (def.status !== 'implemented' || def.source.type !== 'dynamodb-stream') continue;
    return { handler: def.handler, batchSize: def.source.batchSize, retryAttempts: def.source.retryAttempts };
  }
  return undefined;
}

/**
 * Stream images as Lambda gets them. The SDK parses binary attributes into bytes (Lambda events carry
 * them as base64 strings), and an empty map comes back from the local stream as an attribute value
 * with no type at all (`{}`), which Lambda's images never hold (it is `{ M: {} }`): both are put back.
 */
function toEventImage(image: Record<string, AttributeValue> | undefined) {
  if (!image) return undefined;
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  const attribute = (value: AttributeValue): unknown => {
    if (Object.keys(value).length === 0) return { M: {} };
    if (value.B !== undefined) return { B: base64(value.B) };
    if (value.BS !== undefined) return { BS: value.BS.map(base64) };
    if (value.M !== undefined) return { M: attributes(value.M) };
    if (value.L !== undefined) return { L: value.L.map(attribute) };
    return value;
  };
  const attributes = (map: Record<string, AttributeValue>) =>
    Object.fromEntries(Object.entries(map).map(([name, value]) => [name, attribute(value)]));
  return attributes(image) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
}

function toEventRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const data = record.dynamodb ?? {};
  const created = data.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: LOCAL_REGION,
    eventSourceARN: streamArn,
    ...(record.userIdentity ? { userIdentity: record.userIdentity } : {}),
    dynamodb: {
      ApproximateCreationDateTime: created ? Math.floor(new Date(created).getTime() / 1000) : undefined,
      Keys: toEventImage(data.Keys),
      NewImage: toEventImage(data.NewImage),
      OldImage: toEventImage(data.OldImage),
      SequenceNumber: data.SequenceNumber,
      SizeBytes: data.SizeBytes,
      StreamViewType: data.StreamViewType,
    },
  };
}

export class StreamPoller {
  /** Poll rounds started / completed: drain() waits for a whole round that began while all was quiet. */
  roundsStarted = 0;
  roundsCompleted = 0;
  /**
   * The number of the last completed round that read every shard to its end (fewer records than a
   * read's limit): everything written before that round began has been delivered.
   */
  lastRoundCaughtUp = 0;
  /**
   * Deliveries begun so far: drain() compares it between two of its checks, so a delivery that began
   * and ended between them (shorter than a check's interval) still counts as activity.
   */
  deliveriesBegun = 0;
  private delivering = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private currentRound: Promise<void> | undefined;
  private lastShardRefresh = 0;
  private readonly cursors = new Map<string, ShardCursor>();
  private readonly knownShards = new Set<string>();
  private readonly streams: DynamoDBStreamsClient;
  private streamArn = '';
  private readonly consumer = streamConsumer();
  private positions: SavedPositions = { streamArn: '', shards: {} };

  constructor(
    private readonly options: {
      endpoint: string;
      dynamodb: DynamoDBClient;
      tableName: string;
      deadLetters: DeadLetterStore;
      log: (line: string) => void;
      /** Where the last delivered position of each shard is kept across restarts; undefined = memory only. */
      positionsFile?: string;
    },
  ) {
    this.streams = new DynamoDBStreamsClient({
      endpoint: options.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    // As in the functions' table client (functions/src/data/client.ts): the SDK's logger step would walk
    // every GetRecords answer (up to a thousand records with both images) for a logger that discards it.
    this.streams.middlewareStack.remove('loggerMiddleware');
  }

  get busy(): boolean {
    return this.delivering;
  }

  async start(): Promise<void> {
    if (!this.consumer) {
      this.options.log('No dynamodb-stream handler is implemented; the table stream is not polled.');
      return;
    }
    const table = await this.options.dynamodb.send(new DescribeTableCommand({ TableName: this.options.tableName }));
    const arn = table.Table?.LatestStreamArn;
    if (!arn) throw new Error(`Table ${this.options.tableName} has no stream; delete the local data (npm run reset).`);
    this.streamArn = arn;
    this.positions = this.loadPositions();
    await this.refreshShards();
    this.schedule();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.currentRound;
    this.streams.destroy();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.currentRound = this.round().finally(() => this.schedule());
    }, POLL_INTERVAL_MS);
  }

  private async round(): Promise<void> {
    const round = ++this.roundsStarted;
    try {
      if (Date.now() - this.lastShardRefresh > SHARD_REFRESH_MS) await this.refreshShards();
      let caughtUp = true;
      for (const cursor of [...this.cursors.values()]) {
        if (this.stopped) return;
        if (!(await this.pollShard(cursor))) caughtUp = false;
      }
      if (caughtUp) this.lastRoundCaughtUp = round;
    } catch (error) {
      this.options.log(`stream poller: ${describeError(error)}`);
    } finally {
      this.roundsCompleted++;
    }
  }

  /**
   * Lists the stream's shards; a shard not seen before continues after its saved position, or
   * starts at TRIM_HORIZON without one. A shard saved as finished (closed and fully read) is skipped.
   */
  private async refreshShards(): Promise<void> {
    this.lastShardRefresh = Date.now();
    const shards: Shard[] = [];
    let exclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await this.streams.send(
        new DescribeStreamCommand({ StreamArn: this.streamArn, ExclusiveStartShardId: exclusiveStartShardId }),
      );
      shards.push(...(StreamDescription?.Shards ?? []));
      exclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);

    // Shards trimmed away (older than the stream's 24 hours) need no saved position any more.
    const listed = new Set(shards.map((shard) => shard.ShardId));
    for (const shardId of Object.keys(this.positions.shards)) {
      if (!listed.has(shardId)) delete this.positions.shards[shardId];
    }

    for (const shard of shards) {
      const shardId = shard.ShardId;
      if (!shardId || this.knownShards.has(shardId)) continue;
      this.knownShards.add(shardId);
      const saved = this.positions.shards[shardId];
      if (saved?.finished) continue;
      const iterator = await this.resumeIterator(shardId, saved?.sequenceNumber);
      this.cursors.set(shardId, { shardId, iterator, lastSequenceNumber: saved?.sequenceNumber });
    }
  }

  /** After the saved sequence number; TRIM_HORIZON without one, or when it is no longer in the stream. */
  private async resumeIterator(shardId: string, sequenceNumber: string | undefined) {
    if (!sequenceNumber) return this.iterator(shardId, 'TRIM_HORIZON');
    try {
      return await this.iterator(shardId, 'AFTER_SEQUENCE_NUMBER', sequenceNumber);
    } catch (error) {
      if (!(error instanceof TrimmedDataAccessException)) throw error;
      this.options.log(
        `stream poller: shard ${shardId} lost records older than 24 hours before they were applied; ` +
          'counters may have drifted: a super admin can recount them on /admin/settings.',
      );
      return this.iterator(shardId, 'TRIM_HORIZON');
    }
  }

  private loadPositions(): SavedPositions {
    const file = this.options.positionsFile;
    const fresh: SavedPositions = { streamArn: this.streamArn, shards: {} };
    if (!file || !existsSync(file)) return fresh;
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedPositions;
      // Positions of another stream (the table was deleted and created again) mean nothing here.
      if (saved.streamArn !== this.streamArn || typeof saved.shards !== 'object' || !saved.shards) return fresh;
      return { streamArn: this.streamArn, shards: saved.shards };
    } catch (error) {
      this.options.log(`stream poller: ignoring unreadable ${file}: ${describeError(error)}`);
      return fresh;
    }
  }

  /** Written to a temporary file and renamed, so a kill mid-write leaves the previous positions. */
  private savePositions(): void {
    const file = this.options.positionsFile;
    if (!file) return;
    writeFileSync(`${file}.tmp`, JSON.stringify(this.positions));
    renameSync(`${file}.tmp`, file);
  }

  private saveShardPosition(shardId: string, position: { sequenceNumber?: string; finished?: boolean }): void {
    this.positions.shards[shardId] = { ...this.positions.shards[shardId], ...position };
    this.savePositions();
  }

  private async iterator(shardId: string, type: ShardIteratorType, sequenceNumber?: string) {
    const { ShardIterator } = await this.streams.send(
      new GetShardIteratorCommand({
        StreamArn: this.streamArn,
        ShardId: shardId,
        ShardIteratorType: type,
        ...(sequenceNumber ? { SequenceNumber: sequenceNumber } : {}),
      }),
    );
    return ShardIterator;
  }

  /** Reads and delivers one shard's next records; true when that read reached the shard's end. */
  private async pollShard(cursor: ShardCursor): Promise<boolean> {
    if (!cursor.iterator) {
      this.cursors.delete(cursor.shardId);
      return true;
    }
    let records: StreamRecord[];
    try {
      const result = await this.streams.send(
        new GetRecordsCommand({ ShardIterator: cursor.iterator, Limit: RECORDS_PER_READ }),
      );
      records = result.Records ?? [];
      cursor.iterator = result.NextShardIterator;
    } catch (error) {
      if (error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException) {
        cursor.iterator = await this.resumeIterator(cursor.shardId, cursor.lastSequenceNumber);
        return false;
      }
      throw error;
    }
    if (records.length > 0) await this.deliverInBatches(cursor, records);
    // A shard without a next iterator is closed and fully read; its child shard takes over.
    if (!cursor.iterator) {
      this.cursors.delete(cursor.shardId);
      this.saveShardPosition(cursor.shardId, { finished: true });
      this.lastShardRefresh = 0;
    }
    return records.length < RECORDS_PER_READ;
  }

  /** Delivers in the consumer's batch size; after each batch the shard's position is saved. */
  private async deliverInBatches(cursor: ShardCursor, records: StreamRecord[]): Promise<void> {
    const consumer = this.consumer;
    if (!consumer) return;
    this.deliveriesBegun++;
    this.delivering = true;
    try {
      const events = records.map((r) => toEventRecord(r, this.streamArn));
      for (let i = 0; i < events.length; i += consumer.batchSize) {
        const batch = events.slice(i, i + consumer.batchSize);
        await this.deliverBatch(consumer, batch);
        const last = batch.at(-1)?.dynamodb?.SequenceNumber;
        if (last) {
          cursor.lastSequenceNumber = last;
          this.saveShardPosition(cursor.shardId, { sequenceNumber: last });
        }
      }
    } finally {
      this.delivering = false;
    }
  }

  /** Delivers one batch; failed records are retried from the failure point, then skipped. */
  private async deliverBatch(consumer: StreamConsumer, batch: DynamoDBRecord[]): Promise<void> {
    let remaining = batch;
    let retries = 0;
    while (remaining.length > 0) {
      const event: DynamoDBStreamEvent = { Records: remaining };
      let failedAt: number;
      let reason: string;
      try {
        const response = (await invokeHandler(consumer.handler, event)) as DynamoDBBatchResponse | undefined;
        const failures = response?.batchItemFailures ?? [];
        if (failures.length === 0) return;
        // Lambda retries from the lowest failed sequence number; an unknown identifier fails the batch.
        const positions = failures.map((f) =>
          remaining.findIndex((r) => r.dynamodb?.SequenceNumber === f.itemIdentifier),
        );
        failedAt = positions.some((p) => p < 0) ? 0 : Math.min(...positions);
        reason = 'reported in batchItemFailures';
      } catch (error) {
        failedAt = 0;
        reason = describeError(error);
        this.options.log(`stream: ${consumer.handler} threw: ${reason}`);
      }
      // Retries are counted per failing record: progress past one failure starts a new count.
      if (failedAt > 0) retries = 0;
      remaining = remaining.slice(failedAt);
      if (retries >= consumer.retryAttempts) {
        const skipped = remaining[0] as DynamoDBRecord;
        this.options.deadLetters.record({
          queue: 'table-stream',
          messageId: skipped.eventID ?? '',
          body: JSON.stringify(skipped),
          attempts: retries + 1,
          error: reason,
          at: new Date().toISOString(),
        });
        remaining = remaining.slice(1);
        retries = 0;
        continue;
      }
      retries++;
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 200 * 2 ** (retries - 1))));
    }
  }
}
