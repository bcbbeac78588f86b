import { AsyncLocalStorage } from 'node:async_hooks';
import { LogFormatter, Logger, LogItem } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';

/**
 * The correlation id of the work in progress, per asynchronous flow: a Lambda runs one invocation at a
 * time, but a reminder worker's records run in parallel, and locally every function shares one
 * process, so the logger's single `correlation_id` key alone would let one flow's id leak into another's.
 */
const correlationScope = new AsyncLocalStorage<string>();

/** Powertools' standard JSON line, with the correlation id of the flow that logs it. */
class CorrelatedLogFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const context = attributes.lambdaContext;
    const scoped = correlationScope.getStore();
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service: attributes.serviceName,
        cold_start: context?.coldStart,
        function_arn: context?.invokedFunctionArn,
        function_memory_size: context?.memoryLimitInMB,
        function_name: context?.functionName,
        function_request_id: context?.awsRequestId,
        sampling_rate: attributes.sampleRateValue,
        xray_trace_id: attributes.xRayTraceId,
      },
    }).addAttributes(scoped ? { ...additional, correlation_id: scoped } : additional);
  }
}

/**
 * One structured logger. Never log passwords, tokens, codes or request bodies of auth calls, and never
 * an e-mail or IP address (or an object holding one): log its digest from lib/digest.ts instead.
 *
 * Every line carries `correlation_id`, the id of the API request (or stream record, or message) that
 * caused the work; it travels on SQS messages (attribute `correlationId`), on items that start jobs and
 * on SES sends (tag `correlation_id`), so one search finds a request's lines in every function.
 */
export const logger = new Logger({
  serviceName: 'lunia-api',
  logLevel: (process.env.LOG_LEVEL as 'INFO') ?? 'INFO',
  logFormatter: new CorrelatedLogFormatter(),
});

/** The header a caller may send its own id in, and the one every API answer carries. */
export const CORRELATION_HEADER = 'x-correlation-id';
/** The SQS message attribute that carries the id to the workers. */
export const CORRELATION_ATTRIBUTE = 'correlationId';

const CORRELATION_ID = /^[A-Za-z0-9-]{1,64}$/;

/** A well-formed correlation id (1 to 64 letters, digits or hyphens: also a valid SES tag value). */
export const isCorrelationId = (value: unknown): value is string =>
  typeof value === 'string' && CORRELATION_ID.test(value);

/** The first well-formed id among the candidates. */
export const firstCorrelationId = (...candidates: unknown[]): string | undefined => candidates.find(isCorrelationId);

/** Runs one piece of work (a request, a record) under its correlation id. */
export function runWithCorrelationId<T>(id: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!id) return work();
  logger.setCorrelationId(id);
  return correlationScope.run(id, work);
}

/** The id of the work in progress, for the messages and e-mails it causes. */
export function currentCorrelationId(): string | undefined {
  const id = correlationScope.getStore() ?? logger.getCorrelationId();
  return isCorrelationId(id) ? id : undefined;
}

/** The SendMessage fields that carry the current correlation id (none when there is none). */
export function correlationMessageAttributes(): {
  MessageAttributes?: Record<string, { DataType: 'String'; StringValue: string }>;
} {
  const id = currentCorrelationId();
  return id ? { MessageAttributes: { [CORRELATION_ATTRIBUTE]: { DataType: 'String', StringValue: id } } } : {};
}
