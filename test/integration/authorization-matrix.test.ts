import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { buildPath, implementedRoutes, type RouteId, routeEntries } from '@lunia/shared/api/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_CALLERS, type OrganizationFixture, organizationFixture } from '../support/organization-fixture';
import { platformCallers } from '../support/platform-callers';
import {
  authorizationExpectations,
  type Caller,
  exampleParams,
  type MatrixCaller,
  routeExamples,
} from '../support/route-examples';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
const callers: Caller[] = ['anonymous', 'user', 'admin'];
const tokens: Partial<Record<MatrixCaller, string>> = {};
let organization: OrganizationFixture;

beforeAll(async () => {
  // Accounts of this file's own: the examples act on the caller's profile (../support/platform-callers.ts).
  const platform = await platformCallers(stack);
  tokens.user = platform.user.token;
  tokens.admin = platform.admin.token;
  tokens.support = platform.support.token;
  // The organization roles (and an outsider): registered through the API, once for the whole matrix.
  organization = await organizationFixture(stack);
  for (const caller of ORGANIZATION_CALLERS) tokens[caller] = organization.accounts[caller].token;
});

const isOrgScoped = (access: string) => access === 'org-member' || access === 'org-admin';
const isAdminOnly = (access: string) => access === 'admin' || access === 'super-admin';

/** What a caller may do: as stated; a support admin as the super admin on admin routes unless stated. */
function expectationOf(id: RouteId, access: string, caller: MatrixCaller) {
  const stated = authorizationExpectations[id];
  if (caller === 'support' && access === 'admin') return stated?.support ?? stated?.admin;
  return stated?.[caller];
}

describe('authorization matrix (generated from the route manifest)', () => {
  it('has an expectation and an example for every implemented route', () => {
    const missing = implementedRoutes
      .map(([id]) => id)
      .filter((id) => !authorizationExpectations[id] || !routeExamples[id]);
    expect(missing).toEqual([]);
  });

  it('states every organization role for every org-scoped route, and names its organization', () => {
    const incomplete = implementedRoutes
      .filter(([, def]) => isOrgScoped(def.access))
      .filter(
        ([id]) =>
          ORGANIZATION_CALLERS.some((caller) => !authorizationExpectations[id]?.[caller]) ||
          !routeExamples[id]?.().organization,
      )
      .map(([id]) => id);
    expect(incomplete).toEqual([]);
  });

  it('states the support admin for every super-admin route, and runs each as support (separation of duties)', () => {
    const superAdminRoutes = implementedRoutes.filter(([, def]) => def.access === 'super-admin').map(([id]) => id);
    expect(superAdminRoutes.length).toBeGreaterThan(0);
    expect(superAdminRoutes.filter((id) => authorizationExpectations[id]?.support !== 'deny')).toEqual([]);
  });

  for (const [id, def] of implementedRoutes) {
    const routeCallers: MatrixCaller[] = isOrgScoped(def.access)
      ? [...callers, ...ORGANIZATION_CALLERS]
      : isAdminOnly(def.access)
        ? [...callers, 'support']
        : callers;
    for (const caller of routeCallers) {
      const expected = expectationOf(id, def.access, caller);
      const elsewhere = expected === 'allow' ? routeExamples[id]?.().notOnSharedStack : undefined;
      if (elsewhere) {
        it.skip(`${def.method} ${def.path} as ${caller} → allow: not on the shared stack (${elsewhere})`, () => {});
        continue;
      }
      it(`${def.method} ${def.path} as ${caller} → ${expected ?? 'NO EXPECTATION'}`, async () => {
        expect(expected, `no expectation for ${id} as ${caller}`).toBeDefined();
        const example = routeExamples[id]?.() ?? {};
        const params = await exampleParams(example, {
          stack,
          caller,
          ...(tokens[caller] ? { token: tokens[caller] } : {}),
        });
        if (example.organization) params.orgId = organization.orgId;
        const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
        const signed = await example.signed?.({ stack, caller, ...(tokens[caller] ? { token: tokens[caller] } : {}) });
        const response = await api(def.method, buildPath(def.path, params) + query, {
          token: tokens[caller],
          ...(signed ? { rawBody: signed.rawBody } : { body: example.body }),
          headers: {
            ...signed?.headers,
            ...(example.organization ? { [ACTIVE_ORG_HEADER]: organization.orgId } : {}),
          },
        });
        if (expected === 'allow') {
          expect(response.status, response.text).toBeGreaterThanOrEqual(200);
          expect(response.status, response.text).toBeLessThan(300);
        } else {
          expect(response.status, response.text).toBe(caller === 'anonymous' ? 401 : 403);
          // Someone outside the organization is refused for not being a member, whatever their platform role.
          if (isOrgScoped(def.access) && (caller === 'outsider' || caller === 'user' || caller === 'admin')) {
            expect(response.body.code, response.text).toBe('NOT_A_MEMBER');
          }
          if (def.access === 'org-admin' && (caller === 'manager' || caller === 'member')) {
            expect(response.body.code, response.text).toBe('FORBIDDEN');
          }
        }
      });
    }
  }

  it('serves no planned route, whoever asks', async () => {
    const planned = routeEntries.filter(([, def]) => def.status === 'planned');
    for (const [id, def] of planned) {
      const path = def.path.replace(/\{\w+\}/g, 'some-id');
      const response = await api(def.method, path, { token: tokens.admin, body: def.body ? {} : undefined });
      expect(response.status, `${id} ${def.method} ${path}`).toBe(404);
    }
  });

  it('refuses tampered and foreign tokens where the authorizer applies', async () => {
    const signedIn = routeEntries.find(([, def]) => def.status === 'implemented' && def.access !== 'public');
    if (!signedIn) return; // every implemented route is public so far; the check below covers the token verifier
    const [, def] = signedIn;
    const token = tokens.user ?? '';
    const tampered = `${token.slice(0, -4)}AAAA`;
    const response = await api(def.method, buildPath(def.path, {}), { token: tampered });
    expect(response.status).toBe(401);
  });
});
