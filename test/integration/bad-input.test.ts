import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { buildPath, implementedRoutes, type RouteDef } from '@lunia/shared/api/routes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod/mini';
import { accessTokenFor, apiClient, DEMO } from '../support/local-clients';
import { type OrganizationFixture, organizationFixture } from '../support/organization-fixture';
import { routeExamples } from '../support/route-examples';

const stack = inject('stack');
const api = apiClient(stack);
let adminToken = '';
let organization: OrganizationFixture;

beforeAll(async () => {
  adminToken = await accessTokenFor(stack, DEMO.admin);
  organization = await organizationFixture(stack);
});

interface PropertySchema {
  type?: string;
  maxLength?: number;
  enum?: unknown[];
  anyOf?: PropertySchema[];
}

/** A value of the wrong type for a property, whatever its type. */
function wrongTypeFor(property: PropertySchema): unknown {
  const types = new Set([property.type, ...(property.anyOf ?? []).map((p) => p.type)]);
  if (types.has('string')) return 12345;
  if (types.has('number') || types.has('integer') || types.has('boolean')) return 'not-a-number';
  if (types.has('array')) return 'not-an-array';
  return ['not', 'an', 'object'];
}

type Case = { name: string; rawBody?: string; body?: unknown };

function badBodies(def: RouteDef, valid: Record<string, unknown>): Case[] {
  const schema = z.toJSONSchema(def.body as z.ZodMiniType, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, PropertySchema>;
    required?: string[];
  };
  const properties = Object.entries(schema.properties ?? {});
  const cases: Case[] = [
    { name: 'malformed JSON', rawBody: '{"broken": ' },
    { name: 'a JSON array', rawBody: '[]' },
    { name: 'JSON null', rawBody: 'null' },
    // 64 KB unless the route declares more (the bulk reminder's 10,000 ids): just over its limit.
    {
      name: 'a body over its size limit',
      body: { ...valid, padding: 'x'.repeat((def.maxBodyBytes ?? 64 * 1024) + 1024) },
    },
  ];
  if ((schema.required ?? []).length > 0) cases.push({ name: 'an empty object', body: {} });
  for (const field of schema.required ?? []) {
    const { [field]: _omitted, ...rest } = valid;
    cases.push({ name: `missing ${field}`, body: rest });
  }
  for (const [field, property] of properties) {
    cases.push({ name: `${field} of the wrong type`, body: { ...valid, [field]: wrongTypeFor(property) } });
    // A field the schema declares nullable (context-change's activeOrgId) takes null as a valid value.
    const nullable = property.type === 'null' || property.anyOf?.some((p) => p.type === 'null');
    if (!nullable) cases.push({ name: `${field} null`, body: { ...valid, [field]: null } });
    const isText = property.type === 'string' || property.anyOf?.some((p) => p.type === 'string');
    if (isText) {
      cases.push({
        name: `${field} oversized`,
        body: { ...valid, [field]: 'x'.repeat((property.maxLength ?? 5000) + 1) },
      });
    }
  }
  return cases;
}

describe('bad input (generated from the route manifest)', () => {
  for (const [id, def] of implementedRoutes.filter(([, d]) => d.body)) {
    describe(`${def.method} ${def.path}`, () => {
      const example = routeExamples[id]?.();
      it('has a valid example to break', () => {
        expect(example?.body, `add an example for ${id} in test/support/route-examples.ts`).toBeDefined();
      });
      if (!example?.body) return;
      for (const bad of badBodies(def, example.body)) {
        it(`answers ${bad.name} with a 4xx and a readable error`, async () => {
          // Org-scoped routes are called by the owner of the fixture organization, so the bad body
          // reaches validation instead of stopping at the membership check.
          const scoped = example.organization === true;
          const response = await api(
            def.method,
            buildPath(def.path, { ...example.params, ...(scoped ? { orgId: organization.orgId } : {}) }),
            {
              token: def.access === 'public' ? undefined : scoped ? organization.accounts.owner.token : adminToken,
              ...(scoped ? { headers: { [ACTIVE_ORG_HEADER]: organization.orgId } } : {}),
              ...(bad.rawBody !== undefined ? { rawBody: bad.rawBody } : { body: bad.body }),
            },
          );
          if (scoped) expect(response.body.code, response.text).not.toMatch(/NOT_A_MEMBER|FORBIDDEN/);
          expect(response.status, response.text).toBeGreaterThanOrEqual(400);
          expect(response.status, response.text).toBeLessThan(500);
          expect(typeof response.body.error, response.text).toBe('string');
          expect(String(response.body.error).length).toBeGreaterThan(0);
        });
      }
    });
  }
});
