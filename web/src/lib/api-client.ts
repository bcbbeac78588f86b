import { buildPath, type RouteId, type Routes, routes } from '@lunia/shared/api/routes';
import { errorBody } from '@lunia/shared/api/schemas/common';
import type { z } from 'zod/mini';

/** Codes the client itself produces, beside the server's `ErrorCode`s. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

/** A failed API call: the server's status, code, offending field and the message meant for users. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** The error's `details` (shared/src/errors.ts says, per code, what they hold). */
  readonly details: Readonly<Record<string, string | number>> | undefined;

  constructor({
    status,
    code,
    message,
    field,
    details,
  }: {
    status: number;
    code: string;
    message: string;
    field?: string | undefined;
    details?: Readonly<Record<string, string | number>> | undefined;
  }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.details = details;
  }
}

type RouteOf<Id extends RouteId> = Routes[Id];

/** Names of the `{param}` placeholders in a manifest path. */
type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type ParamsOption<Id extends RouteId> = [PathParamNames<RouteOf<Id>['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<RouteOf<Id>['path']>, string> };

type BodyOption<Id extends RouteId> =
  RouteOf<Id> extends { body: infer Body extends z.ZodMiniType } ? { body: z.input<Body> } : { body?: undefined };

type QueryOption<Id extends RouteId> =
  RouteOf<Id> extends { query: infer Query extends z.ZodMiniType } ? { query?: z.input<Query> } : { query?: undefined };

export type ApiRequestOptions<Id extends RouteId> = ParamsOption<Id> &
  BodyOption<Id> &
  QueryOption<Id> & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };

export type ApiResponse<Id extends RouteId> = z.output<RouteOf<Id>['response']>;

/** Options may be left out only when the route needs neither params nor a body. */
type ApiRequestArguments<Id extends RouteId> =
  object extends ApiRequestOptions<Id> ? [options?: ApiRequestOptions<Id>] : [options: ApiRequestOptions<Id>];

function toQueryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const encoded = search.toString();
  return encoded ? `?${encoded}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls one route of the manifest on the same origin (`/api/...`), sending and reading JSON.
 * Resolves with the route's parsed response; rejects with an `ApiError`.
 */
export async function apiRequest<Id extends RouteId>(
  routeId: Id,
  ...[options]: ApiRequestArguments<Id>
): Promise<ApiResponse<Id>> {
  const route = routes[routeId];
  const requestOptions = (options ?? {}) as ApiRequestOptions<Id>;
  const url =
    buildPath(route.path, requestOptions.params as Record<string, string> | undefined) +
    toQueryString(requestOptions.query as object | undefined);
  const headers: Record<string, string> = { Accept: 'application/json', ...requestOptions.headers };
  if (requestOptions.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers,
      body: requestOptions.body === undefined ? undefined : JSON.stringify(requestOptions.body),
      signal: requestOptions.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR' satisfies ClientErrorCode, message: 'Network error' });
  }

  const json = await readJson(response);
  if (!response.ok) {
    const parsedError = errorBody.safeParse(json);
    throw new ApiError(
      parsedError.success
        ? {
            status: response.status,
            code: parsedError.data.code,
            message: parsedError.data.error,
            field: parsedError.data.field,
            details: parsedError.data.details,
          }
        : { status: response.status, code: 'UNEXPECTED_RESPONSE', message: response.statusText || 'Request failed' },
    );
  }

  const parsedResponse = route.response.safeParse(json);
  if (!parsedResponse.success) {
    throw new ApiError({
      status: response.status,
      code: 'UNEXPECTED_RESPONSE' satisfies ClientErrorCode,
      message: 'Unexpected response from the server',
    });
  }
  return parsedResponse.data as ApiResponse<Id>;
}
