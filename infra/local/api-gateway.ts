/**
 * The local HTTP API: serves exactly the manifest's implemented routes (planned ones are 404, as
 * they are not deployed), runs the JWT authorizer where API Gateway would, and invokes the route's
 * handler in this process with a payload-format-2.0 event.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Access, implementedRoutes, type RouteDef } from '@lunia/shared/api/routes';
import type { APIGatewayEventRequestContextJWTAuthorizer } from 'aws-lambda';
import { buildHttpApiEvent, type HttpResponse, type MatchedRoute, toHttpResponse } from './http-api-event';
import { BodyTooLargeError, closeHttpServer, listen, readBody } from './http-server';
import { claimsForEvent, type JwtAuthorizer, scopesOf } from './jwt-authorizer';
import { describeError, HandlerTimeoutError, invokeHandler } from './lambda-runtime';

/** HTTP API's payload limit. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
/** HTTP API's maximum integration timeout. */
const INTEGRATION_TIMEOUT_MS = 30_000;

interface CompiledRoute {
  method: string;
  access: Access;
  handler: string;
  routeKey: string;
  pattern: RegExp;
  parameterNames: string[];
}

/** `/api/orgs/{orgId}/invites` → a regex with one capture per parameter (`{name+}` is greedy). */
export function compileRoute(def: RouteDef): CompiledRoute {
  const parameterNames: string[] = [];
  const source = def.path
    .split('/')
    .map((segment) => {
      const parameter = /^\{(\w+)(\+?)\}$/.exec(segment);
      if (!parameter?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      parameterNames.push(parameter[1]);
      return parameter[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return {
    method: def.method,
    access: def.access,
    handler: `handlers/${def.handler}`,
    routeKey: `${def.method} ${def.path}`,
    pattern: new RegExp(`^${source}$`),
    parameterNames,
  };
}

function match(routes: CompiledRoute[], method: string, path: string): [CompiledRoute, MatchedRoute] | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const found = route.pattern.exec(path);
    if (!found) continue;
    const pathParameters: Record<string, string> = {};
    route.parameterNames.forEach((name, i) => {
      const raw = found[i + 1] ?? '';
      try {
        pathParameters[name] = decodeURIComponent(raw);
      } catch {
        pathParameters[name] = raw;
      }
    });
    return [
      route,
      { routeKey: route.routeKey, pathParameters: route.parameterNames.length ? pathParameters : undefined },
    ];
  }
  return undefined;
}

const json = (status: number, body: unknown): HttpResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from(JSON.stringify(body)),
});

const NOT_FOUND = () => json(404, { error: 'Not found.', code: 'NOT_FOUND' });
const UNAUTHORIZED = () => json(401, { message: 'Unauthorized' });

export interface ApiGateway {
  url: string;
  stop(): Promise<void>;
}

export async function startApiGateway(options: {
  port: number;
  authorize: JwtAuthorizer;
  log: (line: string) => void;
}): Promise<ApiGateway> {
  const routes = implementedRoutes.map(([, def]) => compileRoute(def));

  async function respond(request: IncomingMessage): Promise<HttpResponse> {
    const rawUrl = request.url ?? '/';
    const url = new URL(rawUrl, `http://${request.headers.host ?? '127.0.0.1'}`);
    const matched = match(routes, request.method ?? 'GET', url.pathname);
    if (!matched) {
      request.resume();
      return NOT_FOUND();
    }
    const [route, matchedRoute] = matched;

    let authorizer: APIGatewayEventRequestContextJWTAuthorizer | undefined;
    if (route.access !== 'public') {
      const payload = await options.authorize(request.headers.authorization);
      if (!payload) {
        request.resume();
        return UNAUTHORIZED();
      }
      authorizer = {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: claimsForEvent(payload), scopes: scopesOf(payload) },
      };
    }

    const body = await readBody(request, MAX_REQUEST_BYTES);
    const queryIndex = rawUrl.indexOf('?');
    const event = buildHttpApiEvent({
      request,
      url,
      rawQueryString: queryIndex >= 0 ? rawUrl.slice(queryIndex + 1) : '',
      body,
      route: matchedRoute,
      authorizer,
    });
    try {
      return toHttpResponse(await invokeHandler(route.handler, event, INTEGRATION_TIMEOUT_MS));
    } catch (error) {
      options.log(`api ${route.routeKey}: handler failed: ${describeError(error)}`);
      if (error instanceof HandlerTimeoutError) return json(503, { message: 'Service Unavailable' });
      return json(500, { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = performance.now();
    let result: HttpResponse;
    try {
      result = await respond(request);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        result = json(413, { message: 'Request Entity Too Large' });
      } else {
        options.log(`api: ${describeError(error)}`);
        result = json(500, { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
      }
    }
    response.writeHead(result.status, { ...result.headers, 'content-length': String(result.body.length) });
    response.end(result.body);
    // Method, path, status and time only: never bodies, tokens or query strings (they may hold e-mails).
    const path = (request.url ?? '/').split('?')[0];
    options.log(`${request.method} ${path} ${result.status} ${Math.round(performance.now() - started)}ms`);
  }

  const server = await listen((request, response) => void handle(request, response), options.port);
  return { url: `http://127.0.0.1:${options.port}`, stop: () => closeHttpServer(server) };
}
