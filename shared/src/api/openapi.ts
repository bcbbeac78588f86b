/**
 * The OpenAPI 3.1 description of the HTTP API, derived from the route manifest (./routes.ts) the same
 * way docs/api.md is: the zod schemas of each route become its parameters, body and response through
 * zod's own JSON Schema conversion (`z.toJSONSchema`, draft 2020-12, the dialect of OpenAPI 3.1).
 * Only implemented routes are described: a planned route is neither deployed nor served.
 *
 * Written to docs/openapi.json by `npm run docs:api` (shared/src/api/openapi.test.ts fails when it is
 * stale and validates it with an independent OpenAPI validator); served by `GET /api/openapi.json`.
 */
import * as z from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from '../errors';
import { ACTIVE_ORG_HEADER } from './headers';
import { EMAIL_PARAMETER, EMAIL_PARAMETER_NAME, ID_PATTERN } from './path-parameters';
import type { Access, RouteDef } from './route-def';
import { implementedRoutes } from './routes';

export type JsonSchema = { [key: string]: unknown };

/** A route's schema as JSON Schema: a request as the client sends it, a response as the server sends it. */
export function routeSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  // Each schema is placed inside the document, where a `#/...` reference would resolve against the
  // document's root: the manifest's schemas are trees, and this keeps it so.
  if (JSON.stringify(json).includes('"$ref"')) throw new Error('A route schema refers to itself: not supported');
  return json;
}

/** Every error code with its HTTP status, grouped by status. */
export function errorCodesByStatus(): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const [code, { status }] of Object.entries(ERROR_CODES) as [ErrorCode, { status: number }][]) {
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

const errorSchema = (codes: readonly string[]): JsonSchema => ({
  type: 'object',
  properties: {
    error: { type: 'string', description: 'A message people can read.' },
    code: { type: 'string', enum: [...codes] },
    field: { type: 'string', description: 'The input field at fault, when one is.' },
    details: {
      type: 'object',
      additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] },
      description: 'What the code carries beside its message (shared/src/errors.ts), e.g. a date to propose.',
    },
  },
  required: ['error', 'code'],
  additionalProperties: false,
});

/** Security requirements per access level (shared/src/api/route-def.ts). */
const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  user: [{ bearer: [] }],
  'org-member': [{ bearer: [], activeOrganization: [] }],
  'org-admin': [{ bearer: ['owner', 'admin'], activeOrganization: [] }],
  admin: [{ bearer: ['super_admin'] }, { bearer: ['support'] }],
  'super-admin': [{ bearer: ['super_admin'] }],
};

/** An organization route whose path names the organization (`{orgId}`) needs no header. */
const securityOf = (def: RouteDef) =>
  def.path.includes('{orgId}')
    ? SECURITY[def.access].map(({ activeOrganization: _header, ...requirement }) => requirement)
    : SECURITY[def.access];

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Public: no token.',
  user: 'Any signed-in person (bearer access token).',
  'org-member':
    'A member of the organization named by the path `orgId` or the active-organization header; membership is checked server-side.',
  'org-admin':
    'An owner or admin of the organization named by the path `orgId` or the active-organization header; checked server-side.',
  admin: 'A platform admin: Cognito group `super_admin` or `support`, with an authenticator app enrolled.',
  'super-admin': 'A platform super admin: Cognito group `super_admin`, with an authenticator app enrolled.',
};

const pathParameterNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

function parameters(def: RouteDef): JsonSchema[] {
  const inPath = pathParameterNames(def.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', pattern: (name === EMAIL_PARAMETER_NAME ? EMAIL_PARAMETER : ID_PATTERN).source },
  }));
  const orgInPath = inPath.some((p) => p.name === 'orgId');
  const orgHeader =
    (def.access === 'org-member' || def.access === 'org-admin') && !orgInPath
      ? [
          {
            name: ACTIVE_ORG_HEADER,
            in: 'header',
            required: true,
            description: 'The organization the call acts for (a hint: membership is checked server-side).',
            schema: { type: 'string', pattern: ID_PATTERN.source },
          },
        ]
      : [];
  const query = def.query ? routeSchema(def.query, 'input') : undefined;
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required ?? []) as string[]);
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...orgHeader, ...inQuery];
}

const errorRef = (status: number) => ({ $ref: `#/components/responses/Error${status}` });

/** The error answers a route gives by construction of the handler stack; any other is under `default`. */
function errorResponses(def: RouteDef): Record<string, unknown> {
  const statuses = new Set<number>([400, 500]);
  if (def.body) for (const status of [413, 415]) statuses.add(status);
  if (def.access !== 'public') statuses.add(401);
  if (def.access !== 'public' && def.access !== 'user') statuses.add(403);
  if (def.access === 'public') statuses.add(429);
  if (pathParameterNames(def.path).length > 0) statuses.add(404);
  return Object.fromEntries([
    ...[...statuses].sort((a, b) => a - b).map((status) => [String(status), errorRef(status)]),
    ['default', { $ref: '#/components/responses/Error' }],
  ]);
}

function operation(id: string, def: RouteDef): JsonSchema {
  const body = def.rawBody
    ? {
        required: true,
        description: 'The exact bytes received are verified (a signed provider webhook).',
        content: { 'application/json': { schema: {} } },
      }
    : def.body
      ? { required: true, content: { 'application/json': { schema: routeSchema(def.body, 'input') } } }
      : undefined;
  const params = parameters(def);
  return {
    operationId: id,
    summary: def.summary,
    description: `${ACCESS_TEXT[def.access]} Specification: ${def.spec}.`,
    tags: [def.handler.split('/')[0]],
    'x-lunia-access': def.access,
    security: securityOf(def),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [String(def.successStatus ?? 200)]: {
        description: 'Success',
        ...(def.responseHeaders
          ? {
              headers: Object.fromEntries(
                Object.entries(def.responseHeaders).map(([name, value]) => [
                  name,
                  { schema: { type: 'string', const: value } },
                ]),
              ),
            }
          : {}),
        content: { 'application/json': { schema: routeSchema(def.response, 'output') } },
      },
      ...errorResponses(def),
    },
  };
}

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [id, def] of implementedRoutes) {
    paths[def.path] = { ...paths[def.path], [def.method.toLowerCase()]: operation(id, def) };
  }
  const byStatus = errorCodesByStatus();
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Lunia HTTP API',
      version: '1',
      description: [
        'Generated from the route manifest (shared/src/api/routes.ts); docs/api.md is the same API in prose.',
        'Errors are `{ error, code, field?, details? }`; each status lists its codes.',
        'Sign-in, refresh, sign-out and password reset are Cognito calls (aws-amplify/auth), not routes here.',
      ].join(' '),
    },
    servers: [{ url: '/', description: 'The site itself: `/api/*` is forwarded to the API.' }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A Cognito access token. Role names in a requirement are Cognito groups (`super_admin`, `support`) or, with the active organization, the member roles (`owner`, `admin`).',
        },
        activeOrganization: {
          type: 'apiKey',
          in: 'header',
          name: ACTIVE_ORG_HEADER,
          description: 'The organization the call acts for, when the path does not name it as `orgId`.',
        },
      },
      schemas: { Error: errorSchema(Object.keys(ERROR_CODES)) },
      responses: {
        Error: {
          description: 'An error; its code says which (every code in `components.schemas.Error`).',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        ...Object.fromEntries(
          [...byStatus].map(([status, codes]) => [
            `Error${status}`,
            {
              description: `Error ${status}: ${codes.join(', ')}.`,
              content: { 'application/json': { schema: errorSchema(codes) } },
            },
          ]),
        ),
      },
    },
  };
}

export const renderOpenApi = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
