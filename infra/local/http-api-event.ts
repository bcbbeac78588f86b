/**
 * Builds the APIGatewayProxyEventV2 (payload format 2.0) an HTTP API sends to a Lambda integration,
 * and turns the handler's result back into an HTTP response the way API Gateway does.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type {
  APIGatewayEventRequestContextJWTAuthorizer,
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import { LOCAL_ACCOUNT_ID } from './aws-local';

export interface MatchedRoute {
  routeKey: string;
  pathParameters: Record<string, string> | undefined;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Content types API Gateway passes as text; everything else arrives base64-encoded. */
const TEXT_CONTENT_TYPE = /^(text\/|application\/(json|xml|javascript)\b)|\+(json|xml)\b/i;

/** API Gateway's request time format: 12/Mar/2020:19:03:58 +0000. */
function requestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

function joinedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headersDistinct)) {
    if (value && name !== 'cookie') headers[name.toLowerCase()] = value.join(',');
  }
  return headers;
}

function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const key of new Set(search.keys())) result[key] = search.getAll(key).join(',');
  return Object.keys(result).length > 0 ? result : undefined;
}

export function buildHttpApiEvent(options: {
  request: IncomingMessage;
  url: URL;
  rawQueryString: string;
  body: Buffer;
  route: MatchedRoute;
  authorizer: APIGatewayEventRequestContextJWTAuthorizer | undefined;
}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { request, url, body, route } = options;
  const now = new Date();
  const headers = joinedHeaders(request);
  const sourceIp = (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = headers.host ?? url.host;
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${sourceIp}` : sourceIp;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-port'] = url.port || '80';
  const cookieHeader = request.headersDistinct.cookie?.join('; ');
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_CONTENT_TYPE.test(contentType);
  const event = {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: url.pathname,
    rawQueryString: options.rawQueryString,
    ...(cookieHeader ? { cookies: cookieHeader.split(/;\s*/).filter(Boolean) } : {}),
    headers,
    ...(queryParameters(url.searchParams) ? { queryStringParameters: queryParameters(url.searchParams) } : {}),
    ...(route.pathParameters ? { pathParameters: route.pathParameters } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomBytes(12).toString('base64').replace(/[+/]/g, 'A'),
      routeKey: route.routeKey,
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
      ...(options.authorizer ? { authorizer: options.authorizer } : {}),
    },
    ...(body.length > 0 ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
  // Public routes carry no authorizer, which the aws-lambda type does not model.
  return event as APIGatewayProxyEventV2WithJWTAuthorizer;
}

function isStructured(result: unknown): result is APIGatewayProxyStructuredResultV2 {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

/** Maps a handler's return value to HTTP like API Gateway (payload format 2.0). */
export function toHttpResponse(result: unknown): HttpResponse {
  if (!isStructured(result)) {
    // A plain value: API Gateway assumes 200 and JSON.
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body) };
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const raw = result.body ?? '';
  const body = result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  return { status: result.statusCode ?? 200, headers, body };
}
