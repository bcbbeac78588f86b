/**
 * A tiny SQS endpoint: no emulator speaks the AWS JSON 1.0 protocol the current SDK uses, so we
 * answer the calls the product makes (SendMessage, SendMessageBatch, GetQueueUrl) and hand the
 * messages to local queues that deliver them to their consumer handlers.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SQSMessageAttributes } from 'aws-lambda';
import { eventHandlerEntries } from '../../functions/src/events/manifest';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './aws-local';
import type { DeadLetterStore } from './dead-letters';
import { closeHttpServer, listen, readBody } from './http-server';
import { LocalQueue, md5Hex, type QueueConsumer } from './sqs-queue';

/** The manifest's queue names and their local queue names. */
export const LOCAL_QUEUES = {
  mail: 'lunia-local-mail',
  'auth-mail': 'lunia-local-auth-mail',
  reminders: 'lunia-local-reminders',
  'counter-recount': 'lunia-local-counter-recount',
} as const;
/** Each queue's dead-letter queue: what its consumer gave up on (the dead-letter store), readable by GetQueueAttributes. */
const deadLetterQueueName = (queueName: string) => `${queueName}-dlq`;

const MAX_MESSAGE_BYTES = 256 * 1024;

interface WireAttribute {
  DataType: string;
  StringValue?: string;
  BinaryValue?: string;
  StringListValues?: string[];
  BinaryListValues?: string[];
}
type WireAttributes = Record<string, WireAttribute>;

interface WireMessage {
  MessageBody?: string;
  DelaySeconds?: number;
  MessageAttributes?: WireAttributes;
}

class SqsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly queryCode = code,
  ) {
    super(message);
  }
}

/** The checksum SQS returns for message attributes (the SDK may verify it). */
export function md5OfMessageAttributes(attributes: WireAttributes): string {
  const parts: Buffer[] = [];
  const lengthPrefixed = (data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    parts.push(length, data);
  };
  for (const name of Object.keys(attributes).sort()) {
    const attribute = attributes[name] as WireAttribute;
    lengthPrefixed(Buffer.from(name, 'utf8'));
    lengthPrefixed(Buffer.from(attribute.DataType, 'utf8'));
    if (attribute.BinaryValue !== undefined) {
      parts.push(Buffer.from([2]));
      lengthPrefixed(Buffer.from(attribute.BinaryValue, 'base64'));
    } else {
      parts.push(Buffer.from([1]));
      lengthPrefixed(Buffer.from(attribute.StringValue ?? '', 'utf8'));
    }
  }
  return md5Hex(Buffer.concat(parts));
}

function toLambdaAttributes(attributes: WireAttributes | undefined): SQSMessageAttributes {
  const result: SQSMessageAttributes = {};
  for (const [name, a] of Object.entries(attributes ?? {})) {
    result[name] = {
      dataType: a.DataType,
      ...(a.StringValue !== undefined ? { stringValue: a.StringValue } : {}),
      ...(a.BinaryValue !== undefined ? { binaryValue: a.BinaryValue } : {}),
      stringListValues: a.StringListValues ?? [],
      binaryListValues: a.BinaryListValues ?? [],
    };
  }
  return result;
}

export interface SqsLocal {
  endpoint: string;
  queueUrl(name: keyof typeof LOCAL_QUEUES): string;
  deadLetterQueueUrl(name: keyof typeof LOCAL_QUEUES): string;
  /** No message in delivery or waiting for its first one on any queue (failed ones may be backing off). */
  readonly idle: boolean;
  /** Batches whose delivery began so far on every queue, retries included. */
  readonly deliveriesBegun: number;
  /** Per queue, how many messages were sent so far (for settledThrough). */
  mark(): Map<string, number>;
  /** Whether every message sent by `mark` (on any queue) has been delivered (./sqs-queue.ts: settledThrough). */
  settledThrough(mark: Map<string, number>): boolean;
  stop(): Promise<void>;
}

function consumerOf(queue: keyof typeof LOCAL_QUEUES): QueueConsumer | undefined {
  for (const [, def] of eventHandlerEntries) {
    if (def.status !== 'implemented' || def.source.type !== 'sqs' || def.source.queue !== queue) continue;
    return {
      handler: def.handler,
      batchSize: def.source.batchSize,
      maxReceiveCount: def.source.maxReceiveCount,
      ...(def.source.maxConcurrency ? { maxConcurrency: def.source.maxConcurrency } : {}),
    };
  }
  return undefined;
}

export async function startSqsLocal(options: {
  port: number;
  deadLetters: DeadLetterStore;
  log: (line: string) => void;
}): Promise<SqsLocal> {
  const endpoint = `http://127.0.0.1:${options.port}`;
  const queues = new Map<string, LocalQueue>();
  for (const [id, name] of Object.entries(LOCAL_QUEUES) as [keyof typeof LOCAL_QUEUES, string][]) {
    const url = `${endpoint}/${LOCAL_ACCOUNT_ID}/${name}`;
    queues.set(name, new LocalQueue(name, url, consumerOf(id), options.deadLetters, options.log));
  }

  const nameOf = (queueUrl: unknown) => (typeof queueUrl === 'string' ? queueUrl.split('/').pop() : undefined);
  const deadLetterSource = new Map([...queues.keys()].map((name) => [deadLetterQueueName(name), name]));

  const arnOf = (name: string) => `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${name}`;
  const moveTasks = new Map<string, Record<string, unknown>>();

  function queueFor(queueUrl: unknown): LocalQueue {
    const name = nameOf(queueUrl);
    const queue = name ? queues.get(name) : undefined;
    if (!queue) {
      throw new SqsError(
        'QueueDoesNotExist',
        'The specified queue does not exist.',
        'AWS.SimpleQueueService.NonExistentQueue',
      );
    }
    return queue;
  }

  function accept(queue: LocalQueue, message: WireMessage) {
    if (typeof message.MessageBody !== 'string' || message.MessageBody.length === 0) {
      throw new SqsError('MissingParameter', 'The request must contain the parameter MessageBody.');
    }
    if (Buffer.byteLength(message.MessageBody) > MAX_MESSAGE_BYTES) {
      throw new SqsError('InvalidParameterValue', 'Message must be shorter than 262144 bytes.');
    }
    const { messageId, md5OfBody } = queue.send({
      body: message.MessageBody,
      delaySeconds: message.DelaySeconds,
      attributes: toLambdaAttributes(message.MessageAttributes),
    });
    const attributes = message.MessageAttributes;
    return {
      MessageId: messageId,
      MD5OfMessageBody: md5OfBody,
      ...(attributes && Object.keys(attributes).length > 0
        ? { MD5OfMessageAttributes: md5OfMessageAttributes(attributes) }
        : {}),
    };
  }

  const operations: Record<string, (input: Record<string, unknown>) => unknown> = {
    SendMessage: (input) => accept(queueFor(input.QueueUrl), input as WireMessage),
    SendMessageBatch: (input) => {
      const queue = queueFor(input.QueueUrl);
      const entries = (input.Entries ?? []) as (WireMessage & { Id: string })[];
      const Successful: unknown[] = [];
      const Failed: unknown[] = [];
      for (const entry of entries) {
        try {
          Successful.push({ Id: entry.Id, ...accept(queue, entry) });
        } catch (error) {
          const e = error as SqsError;
          Failed.push({ Id: entry.Id, SenderFault: true, Code: e.code, Message: e.message });
        }
      }
      return { Successful, Failed };
    },
    GetQueueAttributes: (input) => {
      const name = nameOf(input.QueueUrl);
      const source = name ? deadLetterSource.get(name) : undefined;
      if (source) {
        const letters = options.deadLetters.list().filter((letter) => letter.queue === source).length;
        return {
          Attributes: {
            QueueArn: arnOf(String(name)),
            ApproximateNumberOfMessages: String(letters),
            ApproximateNumberOfMessagesNotVisible: '0',
          },
        };
      }
      const { waiting, inFlight } = queueFor(input.QueueUrl).counts;
      return {
        Attributes: {
          QueueArn: arnOf(String(name)),
          ApproximateNumberOfMessages: String(waiting),
          ApproximateNumberOfMessagesNotVisible: String(inFlight),
        },
      };
    },
    // A redrive as SQS does it without a destination: every message of the dead-letter queue goes back to
    // the queue it came from (https://docs.aws.amazon.com/AWSSimpleQueueService/latest/APIReference/API_StartMessageMoveTask.html).
    // Here the move is done before the call answers, and the task is listed as COMPLETED.
    StartMessageMoveTask: (input) => {
      const deadLetterName =
        String(input.SourceArn ?? '')
          .split(':')
          .pop() ?? '';
      const source = deadLetterSource.get(deadLetterName);
      const queue = source ? queues.get(source) : undefined;
      if (!source || !queue) {
        throw new SqsError(
          'ResourceNotFoundException',
          'The resource that you specified for the SourceArn parameter doesn’t exist.',
        );
      }
      const moved = options.deadLetters.take(source);
      for (const letter of moved) queue.send({ body: letter.body });
      const TaskHandle = randomUUID();
      moveTasks.set(String(input.SourceArn), {
        TaskHandle,
        Status: 'COMPLETED',
        SourceArn: String(input.SourceArn),
        ApproximateNumberOfMessagesMoved: moved.length,
        ApproximateNumberOfMessagesToMove: moved.length,
        StartedTimestamp: Date.now(),
      });
      return { TaskHandle };
    },
    ListMessageMoveTasks: (input) => {
      const task = moveTasks.get(String(input.SourceArn ?? ''));
      return { Results: task ? [task] : [] };
    },
    GetQueueUrl: (input) => {
      const queue = queueFor(`/${String(input.QueueName)}`);
      return { QueueUrl: queue.url };
    },
  };

  const respond = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', ...headers });
    response.end(JSON.stringify(body));
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    try {
      const target = String(request.headers['x-amz-target'] ?? '');
      const operation = target.startsWith('AmazonSQS.') ? operations[target.slice('AmazonSQS.'.length)] : undefined;
      if (request.method !== 'POST' || !operation) {
        throw new SqsError('UnsupportedOperation', `The local SQS endpoint does not support "${target}".`);
      }
      const raw = await readBody(request, 2 * 1024 * 1024);
      const input = raw.length > 0 ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
      respond(response, 200, operation(input));
    } catch (error) {
      const e = error instanceof SqsError ? error : new SqsError('InternalError', describe(error));
      respond(
        response,
        e.code === 'InternalError' ? 500 : 400,
        { __type: `com.amazonaws.sqs#${e.code}`, message: e.message },
        { 'x-amzn-query-error': `${e.queryCode};Sender` },
      );
    }
  }

  const server = await listen((request, response) => void handle(request, response), options.port);
  return {
    endpoint,
    queueUrl: (name) => `${endpoint}/${LOCAL_ACCOUNT_ID}/${LOCAL_QUEUES[name]}`,
    deadLetterQueueUrl: (name) => `${endpoint}/${LOCAL_ACCOUNT_ID}/${deadLetterQueueName(LOCAL_QUEUES[name])}`,
    get idle() {
      return [...queues.values()].every((q) => q.idle);
    },
    get deliveriesBegun() {
      return [...queues.values()].reduce((sum, q) => sum + q.deliveriesBegun, 0);
    },
    mark: () => new Map([...queues].map(([name, queue]) => [name, queue.mark()])),
    settledThrough: (mark) => [...queues].every(([name, queue]) => queue.settledThrough(mark.get(name) ?? 0)),
    async stop() {
      for (const queue of queues.values()) queue.stop();
      await closeHttpServer(server);
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
