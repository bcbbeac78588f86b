/**
 * Input the client controls but no form produces: forged page cursors on every paged admin route,
 * and ids in the path (or the active-organization header) that no id looks like. Each must be a 400
 * naming the input, before anything reaches the table, never a 500 from a key DynamoDB refuses.
 * Both lists are derived from the route manifest, so a new route is covered when it is implemented.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { buildPath, implementedRoutes, type RouteDef } from '@lunia/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { accessTokenFor, DEMO } from '../support/local-clients';
import { exampleParams, routeExamples } from '../support/route-examples';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
const adminToken = await accessTokenFor(stack, DEMO.admin);

const base64 = (text: string) => Buffer.from(text).toString('base64url');
const cursorOf = (value: unknown) => base64(JSON.stringify(value));

/** Cursors a client could forge: each decodes (or not) to something that is not a key of the list read. */
const FORGED_CURSORS: [string, string][] = [
  ['not base64 JSON', '%%%not-a-cursor'],
  ['JSON that is not an object', cursorOf(['PK', 'SK'])],
  ['a JSON string', cursorOf('PK')],
  ['JSON null', cursorOf(null)],
  ['an empty object', cursorOf({})],
  ['attribute values in DynamoDB JSON', cursorOf({ PK: { S: 'USER#x' }, SK: { S: 'PROFILE' } })],
  ['numbers for keys', cursorOf({ PK: 1, SK: 2 })],
  ['nested objects', cursorOf({ key: { PK: { nested: { deeper: 'x' } } } })],
  ['unexpected attributes', cursorOf({ hello: 'world', PK: 'x', SK: 'y', GSI1PK: 'z', GSI1SK: 'w', extra: 'v' })],
  [
    'another partition',
    cursorOf({ PK: 'ORG#x', SK: 'PROFILE', GSI1PK: 'ORGS', GSI1SK: 'x', GSI2PK: 'x', GSI2SK: 'x' }),
  ],
  ['a value over 1 KB', cursorOf({ PK: 'x'.repeat(1100), SK: 'y' })],
];

const queryHasCursor = (def: RouteDef) => {
  if (!def.query) return false;
  const schema = z.toJSONSchema(def.query as z.ZodMiniType, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return 'cursor' in (schema.properties ?? {});
};

const pagedAdminRoutes = implementedRoutes.filter(
  ([, def]) => (def.access === 'admin' || def.access === 'super-admin') && def.method === 'GET' && queryHasCursor(def),
);

describe('forged page cursors', () => {
  it('covers the paged admin routes', () => {
    expect(pagedAdminRoutes.map(([id]) => id)).toEqual(
      expect.arrayContaining(['listAdminUsers', 'listAdminDocuments', 'listAwaitingFinalApproval']),
    );
  });

  for (const [id, def] of pagedAdminRoutes) {
    it(`${def.method} ${def.path}: 400 on ${FORGED_CURSORS.length} forged cursors, 200 on its own`, async () => {
      const example = routeExamples[id]?.() ?? {};
      const params = await exampleParams(example, { stack, caller: 'admin', token: adminToken });
      const path = buildPath(def.path, params);
      const query = { ...example.query };
      for (const [label, cursor] of FORGED_CURSORS) {
        const response = await api('GET', `${path}?${new URLSearchParams({ ...query, cursor })}`, {
          token: adminToken,
        });
        expect(response.status, `${label}: ${response.text}`).toBe(400);
        expect(response.body, label).toMatchObject({ code: 'VALIDATION_FAILED', field: 'cursor' });
      }
      // A cursor the route handed out still works.
      const first = await api('GET', `${path}?${new URLSearchParams({ ...query, limit: '1' })}`, { token: adminToken });
      expect(first.status, first.text).toBe(200);
      const next = first.body.nextCursor as string | undefined;
      if (next) {
        const second = await api('GET', `${path}?${new URLSearchParams({ ...query, limit: '1', cursor: next })}`, {
          token: adminToken,
        });
        expect(second.status, second.text).toBe(200);
      }
    });
  }

  it("refuses one list's cursor on another list of /admin/users (another index or key range)", async () => {
    const list = (query: Record<string, string>) =>
      api('GET', `/api/admin/users?${new URLSearchParams(query)}`, { token: adminToken });
    const everyone = await list({ limit: '1' });
    const cursor = String(everyone.body.nextCursor);
    expect(cursor.length).toBeGreaterThan(0);
    const others: Record<string, string>[] = [{ status: 'pending' }, { search: 'a' }, { role: 'support' }];
    for (const other of others) {
      const response = await list({ ...other, cursor });
      expect(response.status, JSON.stringify(other)).toBe(400);
      expect(response.body.field).toBe('cursor');
    }
    const admins = await list({ role: 'super_admin', limit: '1' });
    const adminCursor = admins.body.nextCursor as string | undefined;
    if (adminCursor) expect((await list({ role: 'support', cursor: adminCursor })).status).toBe(400);
  });
});

const BAD_IDS: [string, string][] = [
  ['3 KB long', 'a'.repeat(3 * 1024)],
  ['65 characters', 'b'.repeat(65)],
  ['a key separator', encodeURIComponent('USER#x')],
  ['a space', encodeURIComponent('a b')],
];

const routesWithIds = implementedRoutes.filter(([, def]) => /\{\w+\}/.test(def.path));

describe('ids in the path', () => {
  it('covers the routes with path parameters', () => {
    expect(routesWithIds.map(([id]) => id)).toEqual(expect.arrayContaining(['getAdminUser', 'approveUserForBookrx']));
  });

  for (const [id, def] of routesWithIds) {
    const names = [...def.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    it(`${def.method} ${def.path}: 400 naming the parameter for an id that no id looks like`, async () => {
      for (const name of names) {
        for (const [label, bad] of BAD_IDS) {
          const params = Object.fromEntries(names.map((n) => [n, n === name ? '__BAD__' : 'valid-id']));
          const path = buildPath(def.path, params).replace('__BAD__', bad);
          const response = await api(def.method, path, {
            token: adminToken,
            headers: { [ACTIVE_ORG_HEADER]: 'valid-id' },
            ...(def.body ? { body: routeExamples[id]?.().body ?? {} } : {}),
          });
          expect(response.status, `${name} ${label}: ${response.text}`).toBe(400);
          expect(response.body, `${name} ${label}`).toMatchObject({ code: 'VALIDATION_FAILED', field: name });
        }
      }
    });
  }

  it('refuses an active-organization header that no id looks like, on an org-scoped route', async () => {
    const orgRoute = implementedRoutes.find(([, def]) => def.access === 'org-member' && !def.path.includes('{'));
    expect(orgRoute).toBeDefined();
    const [, def] = orgRoute ?? [];
    const response = await api(def?.method ?? 'GET', def?.path ?? '/', {
      token: adminToken,
      headers: { [ACTIVE_ORG_HEADER]: 'x'.repeat(3 * 1024) },
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: ACTIVE_ORG_HEADER });
  });
});
