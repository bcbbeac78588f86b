import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { renderExportSchema } from './export-schema';
import { openApiDocument, renderOpenApi } from './openapi';
import { implementedRoutes, routeEntries } from './routes';

const committed = readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8');
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
type CodeList = { required: string[]; properties: { code: { enum: string[] } } };
type Components = {
  schemas: { Error: CodeList };
  responses: Record<string, { content: { 'application/json': { schema: CodeList } } }>;
};
const document = openApiDocument() as { paths: Record<string, Record<string, Operation>>; components: Components };
const operationOf = (method: string, path: string) => document.paths[path]?.[method.toLowerCase()];

describe('docs/openapi.json', () => {
  // One validator for both checks: its compiled meta-schemas are the slow part.
  const validator = new Validator();
  it('is the current rendering of the manifest (run `npm run docs:api` after changing a route)', () => {
    expect(committed).toBe(renderOpenApi());
  });

  it('is a valid OpenAPI 3.1 document for an independent validator (@seriousme/openapi-schema-validator)', async () => {
    const result = await validator.validate(JSON.parse(committed));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('the validator refuses a broken document (the check can fail)', async () => {
    const broken = JSON.parse(committed);
    broken.paths['/api/openapi.json'].get.responses = 'none';
    const result = await validator.validate(broken);
    expect(result.valid).toBe(false);
  });
});

describe('the OpenAPI document', () => {
  it('describes every implemented route once, and no planned one', () => {
    const described = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(described.sort()).toEqual(implementedRoutes.map(([id]) => id).sort());
    for (const [id, def] of routeEntries.filter(([, d]) => d.status === 'planned')) {
      expect(operationOf(def.method, def.path)?.operationId, id).not.toBe(id);
    }
  });

  it('states security per access level', () => {
    for (const [id, def] of implementedRoutes) {
      const op = operationOf(def.method, def.path) as Operation;
      const schemes = op.security.map((requirement) => Object.keys(requirement).sort().join('+'));
      const roles = op.security.flatMap((requirement) => requirement.bearer ?? []);
      if (def.access === 'public') expect(op.security, id).toEqual([]);
      if (def.access === 'user') expect(op.security, id).toEqual([{ bearer: [] }]);
      if (def.access === 'org-member' || def.access === 'org-admin') {
        // Named by the header unless the path carries the organization.
        const inPath = def.path.includes('{orgId}');
        expect(schemes, id).toEqual([inPath ? 'bearer' : 'activeOrganization+bearer']);
        const header = op.parameters?.find((p) => p.in === 'header' && p.name === 'x-active-org-id');
        expect(Boolean(header), id).toBe(!inPath);
      }
      if (def.access === 'org-admin') expect(roles, id).toEqual(['owner', 'admin']);
      if (def.access === 'admin') expect(roles.sort(), id).toEqual(['super_admin', 'support']);
      if (def.access === 'super-admin') expect(roles, id).toEqual(['super_admin']);
    }
  });

  it('lists path parameters, query parameters and request bodies from the manifest', () => {
    const [, invite] = implementedRoutes.find(([id]) => id === 'createOrganizationInvite') ?? [];
    expect(invite).toBeDefined();
    const op = operationOf('POST', invite?.path ?? '') as Operation;
    expect(op.parameters?.find((p) => p.name === 'orgId')).toMatchObject({ in: 'path', required: true });
    expect(op.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    for (const [id, def] of implementedRoutes) {
      const described = operationOf(def.method, def.path) as Operation;
      const names = (described.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(names, id).toEqual([...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      expect(Boolean(described.requestBody), id).toBe(Boolean(def.body || def.rawBody));
      expect(Object.keys(described.responses), id).toContain(String(def.successStatus ?? 200));
      if (def.query)
        expect(
          described.parameters?.some((p) => p.in === 'query'),
          id,
        ).toBe(true);
    }
  });

  it('documents the error shape with every code of shared/src/errors.ts, each under its status', () => {
    expect(document.components.schemas.Error.required).toEqual(['error', 'code']);
    expect(document.components.schemas.Error.properties.code.enum.sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      const response = document.components.responses[`Error${status}`];
      expect(response?.content['application/json'].schema.properties.code.enum, code).toContain(code);
    }
  });
});

describe('docs/export-schema.json', () => {
  it('is the current rendering of the export schema (run `npm run docs:api` after changing it)', () => {
    const file = readFileSync(new URL('../../../docs/export-schema.json', import.meta.url), 'utf8');
    expect(file).toBe(renderExportSchema());
  });

  it('is the documented response of GET /api/account/data', () => {
    const {
      $schema: _dialect,
      title: _title,
      description: _description,
      ...exported
    } = JSON.parse(renderExportSchema());
    const answer = operationOf('GET', '/api/account/data')?.responses['200'] as {
      content: { 'application/json': { schema: unknown } };
    };
    expect(answer.content['application/json'].schema).toEqual(exported);
  });
});
