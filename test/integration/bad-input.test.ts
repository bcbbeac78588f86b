/**
 * Every route that takes a JSON body, sent its valid example broken one way at a time
 * (../support/bad-bodies.ts): each case must get the exact status, code and field the handler stack
 * gives for that breakage, so a request refused for another reason (a placeholder id, a missing
 * membership, the public forms' bot check) fails the test instead of passing it.
 *
 * The requests pass every check that comes before the body (functions/src/lib/http/http-route.ts:
 * origin, path parameters, access and membership): each route is called by a caller it allows, with
 * the path parameters its example's `setup` makes for that caller. The public forms' static body
 * carries a well-formed placeholder proof, which is only verified after the body validated (in the
 * use case's guard), so a broken field answers VALIDATION_FAILED on that field, never the bot check's
 * FORM_CHECK_INVALID on `proof`. Last, the unbroken example (with a real proof for a public form) is
 * answered with the route's success: the breaking is what fails.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { buildPath, type ImplementedRouteDef, implementedRoutes } from '@lunia/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { badBodies, schemaVerdict } from '../support/bad-bodies';
import { organizationFixture } from '../support/organization-fixture';
import { platformCallers } from '../support/platform-callers';
import { type ExampleContext, exampleParams, type RouteExample, routeExamples } from '../support/route-examples';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();

/** Routes whose body the stack parses as JSON against a schema (a raw-body webhook is verified by signature). */
const bodyRoutes = implementedRoutes.filter(([, def]) => def.body && !def.rawBody);

interface Target {
  path: string;
  token: string | undefined;
  headers: Record<string, string>;
  context: ExampleContext;
}

/**
 * Where and as whom a route's example is sent: anonymously on a public route, as the fixture
 * organization's owner on an org-scoped one, else as this file's super admin (allowed on every other
 * route; never a demo account, see ../support/platform-callers.ts); with the path parameters `setup`
 * makes for that caller.
 */
async function targetFor(def: ImplementedRouteDef, example: RouteExample): Promise<Target> {
  const headers: Record<string, string> = {};
  let context: ExampleContext;
  if (def.access === 'public') {
    context = { stack, caller: 'anonymous' };
  } else if (def.access === 'org-member' || def.access === 'org-admin') {
    context = { stack, caller: 'owner', token: (await organizationFixture(stack)).accounts.owner.token };
  } else {
    context = { stack, caller: 'admin', token: (await platformCallers(stack)).admin.token };
  }
  const params = await exampleParams(example, context);
  if (example.organization) {
    const { orgId } = await organizationFixture(stack);
    params.orgId = orgId;
    headers[ACTIVE_ORG_HEADER] = orgId;
  }
  const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
  return { path: buildPath(def.path, params) + query, token: context.token, headers, context };
}

describe('bad input (generated from the route manifest)', () => {
  it('has a valid example body for every route that takes one', () => {
    const missing = bodyRoutes.filter(([id]) => !routeExamples[id]?.().body).map(([id]) => id);
    expect(missing, 'add an example in test/support/route-examples.ts').toEqual([]);
  });

  for (const [id, def] of bodyRoutes) {
    const example = routeExamples[id]?.();
    const valid = example?.body;
    if (!example || !valid) continue;

    describe(`${def.method} ${def.path}`, () => {
      let target: Promise<Target> | undefined;
      // Made once for the route, by the first case that needs it (fixtures take a while).
      const targetOnce = () => {
        target ??= targetFor(def, example);
        return target;
      };

      it('has a valid example body (with a well-formed placeholder proof on a public form)', () => {
        expect(schemaVerdict(def, valid)).toBeUndefined();
      });

      for (const bad of badBodies(def, valid)) {
        const { status, code, field } = bad.expected;
        it(`answers ${bad.name} with ${status} ${code}${field ? ` on ${field}` : ''}`, async () => {
          // The rule agrees with the schema itself: the first issue zod reports is on this field.
          if (bad.body !== undefined && code === 'VALIDATION_FAILED') expect(schemaVerdict(def, bad.body)).toBe(field);
          const { path, token, headers } = await targetOnce();
          const response = await api(def.method, path, {
            token,
            headers: { ...headers, ...bad.headers },
            ...(bad.rawBody !== undefined ? { rawBody: bad.rawBody } : { body: bad.body }),
          });
          expect(
            { status: response.status, code: response.body.code, field: response.body.field },
            response.text,
          ).toEqual({ status, code, field });
          expect(typeof response.body.error).toBe('string');
          expect(String(response.body.error).length).toBeGreaterThan(0);
        });
      }

      if (example.signed && 'proof' in valid) {
        // The bot check runs in the use case, after the body validated: the unbroken static body gets
        // that far and is refused for its placeholder proof, which no broken case above was answered.
        it('answers the example with its placeholder proof with 400 FORM_CHECK_INVALID on proof', async () => {
          const { path, token, headers } = await targetOnce();
          const response = await api(def.method, path, { token, headers, body: valid });
          expect(
            { status: response.status, code: response.body.code, field: response.body.field },
            response.text,
          ).toEqual({ status: 400, code: 'FORM_CHECK_INVALID', field: 'proof' });
        });
      }

      const success = def.successStatus ?? 200;
      // An example whose success would change what other files count on is not sent on the shared stack.
      const sendValid = example.notOnSharedStack ? it.skip : it;
      sendValid(`answers the valid example itself with ${success}: the breaking is what fails`, async () => {
        const { path, token, headers, context } = await targetOnce();
        // A public form's example gets a real, fresh proof here (../support/form-proof.ts).
        const signed = await example.signed?.(context);
        const response = await api(def.method, path, {
          token,
          headers: { ...headers, ...signed?.headers },
          ...(signed ? { rawBody: signed.rawBody } : { body: valid }),
        });
        expect(response.body.code, response.text).not.toBe('VALIDATION_FAILED');
        expect(response.status, response.text).toBe(success);
      });
    });
  }
});
