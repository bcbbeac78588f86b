/**
 * The HTTP handler stack every route uses: middy with, in order, the correlation id (outermost,
 * ./correlation.ts), error mapping,
 * access control, and JSON/zod parsing of body, query and path, all driven by the route manifest.
 * Handlers receive typed input and return the response body; they never build HTTP by hand.
 */

import type { RouteDef } from '@lunia/shared/api/route-def';
import { AppError, ERROR_CODES } from '@lunia/shared/errors';
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer as HttpEvent,
  APIGatewayProxyStructuredResultV2 as HttpResult,
} from 'aws-lambda';
import type { z } from 'zod/mini';
import { logger, runWithCorrelationId } from '../logger';
import { correlation, correlationIdOf } from './correlation';
import { verifyOrigin } from './origin-check';
import { authorize, type Caller, type OrgScope, validatePathParameters } from './request-context';

/** Largest JSON body any route accepts (uploads go straight to S3, never through the API). */
export const MAX_BODY_BYTES = 64 * 1024;

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface RouteInput<D extends RouteDef> {
  /** The parsed body, or for a `rawBody` route the exact text received. */
  body: D extends { rawBody: true } ? string : D extends { body: infer S } ? Output<S> : undefined;
  query: D extends { query: infer S } ? Output<S> : Record<string, string>;
  params: Record<string, string>;
  caller: D['access'] extends 'public' ? Caller | undefined : Caller;
  org: D['access'] extends 'org-member' | 'org-admin' ? OrgScope : undefined;
  event: HttpEvent;
}

export type RouteImpl<D extends RouteDef> = (input: RouteInput<D>) => Promise<z.input<D['response']>>;

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function jsonResult(statusCode: number, body: unknown): HttpResult {
  return { statusCode, headers: jsonHeaders, body: JSON.stringify(body) };
}

/** A page served by the API itself (`html` routes); it loads nothing, so it allows nothing but its inline style. */
function htmlResult(statusCode: number, body: string): HttpResult {
  return {
    statusCode,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      'referrer-policy': 'no-referrer',
    },
    body,
  };
}

export function errorResult(error: unknown, routeId: string): HttpResult {
  if (error instanceof AppError) {
    if (error.status >= 500) logger.error('Request failed', { routeId, code: error.code });
    const result = jsonResult(error.status, {
      error: error.message,
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
      ...(error.details ? { details: error.details } : {}),
    });
    if (error.retryAfterSeconds !== undefined) {
      result.headers = { ...result.headers, 'retry-after': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
    }
    return result;
  }
  logger.error('Unhandled error', { routeId, error: error as Error });
  return jsonResult(500, { error: ERROR_CODES.INTERNAL.message, code: 'INTERNAL' });
}

/** The route's own response headers (`responseHeaders` in the manifest), on success and error alike. */
const withRouteHeaders = (def: RouteDef, result: HttpResult): HttpResult =>
  def.responseHeaders ? { ...result, headers: { ...result.headers, ...def.responseHeaders } } : result;

/** Turns a zod failure into the first issue's message, naming the field. */
function validationError(error: z.core.$ZodError, where: string): AppError {
  const issue = error.issues[0];
  // A strict body's unknown key is named as the field itself.
  const path = issue?.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : (issue?.path ?? []);
  const field = path.map(String).join('.') || where;
  const message =
    issue?.code === 'unrecognized_keys'
      ? `${field} is not a known field`
      : issue?.message && issue.message !== 'Invalid input'
        ? issue.message
        : `${field} is invalid`;
  return new AppError('VALIDATION_FAILED', message, field);
}

function decodeBody(event: HttpEvent, maxBytes: number): string | undefined {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw) > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  return raw;
}

function parseBody(def: RouteDef, event: HttpEvent): unknown {
  if (def.rawBody) return decodeBody(event, MAX_BODY_BYTES) ?? '';
  if (!def.body) return undefined;
  const raw = decodeBody(event, def.maxBodyBytes ?? MAX_BODY_BYTES);
  const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  if (raw !== undefined && contentType && !contentType.toLowerCase().startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  let json: unknown;
  try {
    json = raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    throw new AppError('INVALID_JSON');
  }
  if (json === undefined || json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new AppError('VALIDATION_FAILED', 'The request body must be a JSON object.', 'body');
  }
  const parsed = def.body.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error, 'body');
  return parsed.data;
}

function parseQuery(def: RouteDef, event: HttpEvent): unknown {
  const query = event.queryStringParameters ?? {};
  if (!def.query) return query;
  const parsed = def.query.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error, 'query');
  return parsed.data;
}

/**
 * Builds the Lambda handler of one manifest route. The handler names its route by area group and id
 * (`httpRoute(publicRoutes, 'createBetaSignup', ...)`) so its bundle holds only that area's schemas.
 */
export function httpRoute<G extends Record<string, RouteDef>, Id extends keyof G & string>(
  group: G,
  routeId: Id,
  impl: RouteImpl<G[Id]>,
) {
  const def: RouteDef = group[routeId] as RouteDef;
  return middy<HttpEvent, HttpResult>()
    .use(correlation())
    .use({
      onError: async (request) => {
        request.response = withRouteHeaders(def, errorResult(request.error, routeId));
      },
      after: async (request) => {
        request.response = withRouteHeaders(def, request.response);
      },
    })
    .handler((event) =>
      // The request's correlation id for everything it does (./correlation.ts, lib/logger.ts).
      runWithCorrelationId(correlationIdOf(event), async () => {
        await verifyOrigin(event);
        const params = validatePathParameters(event);
        const { caller, org } = await authorize(def.access, event);
        const input = {
          body: parseBody(def, event),
          query: parseQuery(def, event),
          params,
          caller,
          org,
          event,
        } as RouteInput<G[Id]>;
        const result = await impl(input);
        if (def.html) return htmlResult(def.successStatus ?? 200, String(result));
        return jsonResult(def.successStatus ?? 200, result);
      }),
    );
}
