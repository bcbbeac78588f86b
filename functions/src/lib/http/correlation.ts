/**
 * The correlation id of an API request (lib/logger.ts): the caller's `x-correlation-id` when it is
 * well formed (1 to 64 letters, digits or hyphens), else API Gateway's request id. Every log line of
 * the invocation carries it, the messages and e-mails the request causes carry it on, and the answer
 * returns it in `x-correlation-id`, so a support request quoting it finds every line of the story.
 */
import { randomUUID } from 'node:crypto';
import type middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer as HttpEvent,
  APIGatewayProxyStructuredResultV2 as HttpResult,
} from 'aws-lambda';
import { CORRELATION_HEADER, isCorrelationId, logger } from '../logger';
import { publishBusinessMetrics } from '../metrics';

/**
 * API Gateway's HTTP API request ids are base64 (`JKJaXmPLvHcESHA=`): without the padding and with
 * `+` and `/` as hyphens they fit the id's alphabet (and an SES tag's).
 */
export function requestIdAsCorrelationId(requestId: unknown): string | undefined {
  if (typeof requestId !== 'string') return undefined;
  const id = requestId
    .replace(/=+$/, '')
    .replace(/[^A-Za-z0-9-]/g, '-')
    .slice(0, 64);
  return isCorrelationId(id) ? id : undefined;
}

const chosen = new WeakMap<object, string>();

/**
 * The request's correlation id: a well-formed incoming header, else the request id, else a new one
 * (chosen once per event, so the middleware and the handler agree).
 */
export function correlationIdOf(event: Pick<HttpEvent, 'headers' | 'requestContext'>): string {
  const known = chosen.get(event);
  if (known) return known;
  const headers = event.headers ?? {};
  const incoming = headers[CORRELATION_HEADER] ?? headers['X-Correlation-Id'];
  const id = isCorrelationId(incoming)
    ? incoming
    : (requestIdAsCorrelationId(event.requestContext?.requestId) ?? randomUUID());
  chosen.set(event, id);
  return id;
}

function answerWith(response: HttpResult | null | undefined, id: string): void {
  if (response) response.headers = { ...response.headers, [CORRELATION_HEADER]: id };
}

/**
 * The outermost middleware of every route: sets the id before anything logs, and on the way out (an
 * answer or a mapped error) puts it on the answer and writes the invocation's business metrics.
 */
export function correlation(): middy.MiddlewareObj<HttpEvent, HttpResult> {
  let id = '';
  return {
    before: async (request) => {
      id = correlationIdOf(request.event);
      logger.setCorrelationId(id);
    },
    after: async (request) => {
      answerWith(request.response, id);
      publishBusinessMetrics();
    },
    onError: async (request) => {
      answerWith(request.response, id);
      publishBusinessMetrics();
    },
  };
}
