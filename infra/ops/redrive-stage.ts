/**
 * The dead-letter queues of a stage, found in its stacks, and the backend that redrives them
 * (./dead-letter-redrive.ts says how each kind goes back). SQS calls go through the SDK (the operator's
 * credentials in AWS, the emulator locally); Lambda and DynamoDB Streams calls through the AWS CLI.
 * `--stage local`: the local stack's work queues (infra/local/sqs-local.ts keeps their dead letters and
 * serves StartMessageMoveTask); it has no asynchronous-invocation or stream failure queues of that form.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ListMessageMoveTasksCommand,
  ReceiveMessageCommand,
  SQSClient,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';
import { stagedName } from '../lib/stage-config';
import { LOCAL_ACCOUNT_ID, LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/aws-local';
import { LOCAL_QUEUES } from '../local/sqs-local';
import {
  type DeadLetterQueue,
  type RedriveBackend,
  type RedriveOutcome,
  redrive,
  type StreamBatchInfo,
} from './dead-letter-redrive';
import { assertStageName, awsCli, LOCAL_DEFAULT_ENDPOINTS, LOCAL_STAGE } from './stage-target';

export type Resource = { LogicalResourceId: string; PhysicalResourceId?: string; ResourceType: string };

const kebab = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const arnOfQueueUrl = (url: string, region: string) => {
  const [account, name] = new URL(url).pathname.split('/').filter(Boolean);
  return `arn:aws:sqs:${region}:${account}:${name}`;
};

async function resourcesOf(stackName: string): Promise<Resource[]> {
  const { StackResourceSummaries = [] } = await awsCli<{ StackResourceSummaries?: Resource[] }>([
    'cloudformation',
    'list-stack-resources',
    '--stack-name',
    stackName,
  ]);
  return StackResourceSummaries;
}

/** CDK logical ids end with an 8-character hash: `MailDeadLetterQueue1A2B3C4D` → `MailDeadLetterQueue`. */
const withoutHash = (logicalId: string) => logicalId.replace(/[0-9A-F]{8}$/, '');

/** Every dead-letter queue of a deployed stage, from its data and events stacks. */
export async function deadLetterQueuesOf(stage: string, region: string): Promise<DeadLetterQueue[]> {
  const [data, events] = await Promise.all([
    resourcesOf(stagedName(stage, 'Data')),
    resourcesOf(stagedName(stage, 'Events')),
  ]);
  return deadLetterQueuesFrom({ data, events, region, eventsStack: stagedName(stage, 'Events') });
}

/** The dead-letter queues among the resources of a data and an events stack (by logical id; see the module doc). */
export function deadLetterQueuesFrom(input: {
  data: Resource[];
  events: Resource[];
  region: string;
  eventsStack: string;
}): DeadLetterQueue[] {
  const { data, events, region } = input;
  const queues: DeadLetterQueue[] = [];
  const functionOf = (prefix: string) => {
    const found = events.filter(
      (r) => r.ResourceType === 'AWS::Lambda::Function' && withoutHash(r.LogicalResourceId).startsWith(prefix),
    );
    if (found.length !== 1)
      throw new Error(`Expected one function ${prefix}… in ${input.eventsStack}, found ${found.length}`);
    return found[0]?.PhysicalResourceId;
  };
  for (const r of data) {
    const id = withoutHash(r.LogicalResourceId);
    if (r.ResourceType !== 'AWS::SQS::Queue' || !id.endsWith('DeadLetterQueue') || !r.PhysicalResourceId) continue;
    const url = r.PhysicalResourceId;
    queues.push({
      name: kebab(id.slice(0, -'DeadLetterQueue'.length)),
      kind: 'sqs',
      url,
      arn: arnOfQueueUrl(url, region),
    });
  }
  for (const r of events) {
    const id = withoutHash(r.LogicalResourceId);
    if (r.ResourceType !== 'AWS::SQS::Queue' || !r.PhysicalResourceId) continue;
    const url = r.PhysicalResourceId;
    if (id.startsWith('TableStreamFailures')) {
      queues.push({
        name: 'table-stream',
        kind: 'stream',
        url,
        arn: arnOfQueueUrl(url, region),
        functionName: functionOf('TableStream'),
      });
    } else if (id.endsWith('DeadLetters')) {
      const handler = id.slice(0, -'DeadLetters'.length);
      queues.push({
        name: kebab(handler),
        kind: 'lambda-async',
        url,
        arn: arnOfQueueUrl(url, region),
        functionName: functionOf(handler),
      });
    }
  }
  return queues.sort((a, b) => a.name.localeCompare(b.name));
}

/** The local stack's work queues' dead letters (infra/local/sqs-local.ts). */
export function localDeadLetterQueues(sqsEndpoint: string): DeadLetterQueue[] {
  return Object.entries(LOCAL_QUEUES).map(([name, queueName]) => ({
    name,
    kind: 'sqs' as const,
    url: `${sqsEndpoint}/${LOCAL_ACCOUNT_ID}/${queueName}-dlq`,
    arn: `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${queueName}-dlq`,
  }));
}

function withTempFile<T>(content: string, use: (path: string, dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'lunia-redrive-'));
  const path = join(dir, 'payload.json');
  writeFileSync(path, content, { mode: 0o600 });
  return use(path, dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

const epochSeconds = (value: unknown) => (typeof value === 'string' ? Date.parse(value) / 1000 : value);

/** Reads the records of one failure record's range from the stream and gives them to the consumer, synchronously. */
async function replayStreamRange(functionName: string, batch: StreamBatchInfo, region: string): Promise<number> {
  const { ShardIterator } = await awsCli<{ ShardIterator?: string }>([
    'dynamodbstreams',
    'get-shard-iterator',
    '--stream-arn',
    batch.streamArn,
    '--shard-id',
    batch.shardId,
    '--shard-iterator-type',
    'AT_SEQUENCE_NUMBER',
    '--sequence-number',
    batch.startSequenceNumber,
  ]);
  const records: Record<string, unknown>[] = [];
  const end = BigInt(batch.endSequenceNumber);
  let iterator = ShardIterator;
  for (let page = 0; iterator && page < 100; page++) {
    const answer = await awsCli<{ Records?: Record<string, unknown>[]; NextShardIterator?: string }>([
      'dynamodbstreams',
      'get-records',
      '--shard-iterator',
      iterator,
    ]);
    const inRange = (answer.Records ?? []).filter(
      (r) => BigInt(String((r.dynamodb as { SequenceNumber?: string })?.SequenceNumber ?? '0')) <= end,
    );
    records.push(...inRange);
    if (inRange.length < (answer.Records ?? []).length || (answer.Records ?? []).length === 0) break;
    iterator = answer.NextShardIterator;
  }
  if (records.length === 0)
    throw new Error(`No records left in ${batch.shardId} from ${batch.startSequenceNumber}: the stream trimmed them`);
  const event = {
    Records: records.map((r) => ({
      ...r,
      awsRegion: region,
      eventSourceARN: batch.streamArn,
      dynamodb: {
        ...(r.dynamodb as object),
        ApproximateCreationDateTime: epochSeconds(
          (r.dynamodb as { ApproximateCreationDateTime?: unknown }).ApproximateCreationDateTime,
        ),
      },
    })),
  };
  await withTempFile(JSON.stringify(event), async (path, dir) => {
    const out = join(dir, 'out.json');
    const result = await awsCli<{ FunctionError?: string }>([
      'lambda',
      'invoke',
      '--function-name',
      functionName,
      '--invocation-type',
      'RequestResponse',
      '--cli-binary-format',
      'raw-in-base64-out',
      '--payload',
      `file://${path}`,
      out,
    ]);
    const answer = readFileSync(out, 'utf8');
    const failures = (JSON.parse(answer || '{}') as { batchItemFailures?: unknown[] }).batchItemFailures ?? [];
    if (result.FunctionError || failures.length > 0)
      throw new Error(`${functionName} failed the replayed records again: ${answer}`);
  });
  return records.length;
}

export function redriveBackend(options: {
  sqsEndpoint?: string;
  region: string;
  log: (line: string) => void;
}): RedriveBackend & { destroy(): void } {
  const sqs = new SQSClient(
    options.sqsEndpoint
      ? { endpoint: options.sqsEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }
      : { region: options.region },
  );
  return {
    async count(queue) {
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: queue.url, AttributeNames: ['ApproximateNumberOfMessages'] }),
      );
      return Number(Attributes?.ApproximateNumberOfMessages ?? 0);
    },
    async moveToSource(queue) {
      const { TaskHandle } = await sqs.send(new StartMessageMoveTaskCommand({ SourceArn: queue.arn }));
      for (;;) {
        const { Results = [] } = await sqs.send(
          new ListMessageMoveTasksCommand({ SourceArn: queue.arn, MaxResults: 1 }),
        );
        const task = Results.find((t) => t.TaskHandle === TaskHandle) ?? Results[0];
        if (task?.Status === 'COMPLETED') return task.ApproximateNumberOfMessagesMoved ?? 0;
        if (task?.Status === 'FAILED' || task?.Status === 'CANCELLED')
          throw new Error(`The move task ${task.Status}: ${task.FailureReason ?? ''}`);
        await new Promise((resolve) => setTimeout(resolve, 5000));
      }
    },
    async receive(queue, dryRun) {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queue.url,
          MaxNumberOfMessages: 10,
          VisibilityTimeout: dryRun ? 0 : 120,
          MessageSystemAttributeNames: ['SentTimestamp'],
        }),
      );
      return Messages.map((m) => ({
        id: m.MessageId ?? '',
        receiptHandle: m.ReceiptHandle ?? '',
        body: m.Body ?? '',
        sentAt: Number(m.Attributes?.SentTimestamp ?? 0),
      }));
    },
    async remove(queue, message) {
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queue.url, ReceiptHandle: message.receiptHandle }));
    },
    async invokeAsync(functionName, payload) {
      await withTempFile(payload, (path, dir) =>
        awsCli([
          'lambda',
          'invoke',
          '--function-name',
          functionName,
          '--invocation-type',
          'Event',
          '--cli-binary-format',
          'raw-in-base64-out',
          '--payload',
          `file://${path}`,
          join(dir, 'out.json'),
        ]),
      );
    },
    replayStreamRange: (functionName, batch) => replayStreamRange(functionName, batch, options.region),
    log: options.log,
    destroy: () => sqs.destroy(),
  };
}

export interface RedriveStageOptions {
  stage: string;
  /** A queue's name, `all`, or undefined to list only. */
  queue?: string;
  dryRun: boolean;
  sqsEndpoint?: string;
  log?: (line: string) => void;
}

export async function redriveStage(options: RedriveStageOptions): Promise<RedriveOutcome[]> {
  const stage = assertStageName(options.stage);
  const log = options.log ?? ((line: string) => console.log(line));
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const local = stage === LOCAL_STAGE;
  const sqsEndpoint = local ? (options.sqsEndpoint ?? LOCAL_DEFAULT_ENDPOINTS.sqs) : undefined;
  const queues: DeadLetterQueue[] = sqsEndpoint
    ? localDeadLetterQueues(sqsEndpoint)
    : await deadLetterQueuesOf(stage, region);
  const chosen =
    options.queue === undefined || options.queue === 'all' ? queues : queues.filter((q) => q.name === options.queue);
  if (chosen.length === 0) {
    throw new Error(
      `No dead-letter queue ${options.queue} in ${stage}; there are: ${queues.map((q) => q.name).join(', ')}`,
    );
  }
  const backend = redriveBackend({ sqsEndpoint, region, log });
  try {
    const outcomes: RedriveOutcome[] = [];
    for (const queue of chosen) {
      if (options.queue === undefined) {
        const waiting = await backend.count(queue);
        log(`${queue.name.padEnd(28)} ${queue.kind.padEnd(13)} ${waiting} waiting`);
        outcomes.push({ queue: queue.name, kind: queue.kind, waiting, redriven: 0, refused: [] });
      } else {
        outcomes.push(await redrive(queue, backend, { dryRun: options.dryRun }));
      }
    }
    return outcomes;
  } finally {
    backend.destroy();
  }
}
