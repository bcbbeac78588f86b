/**
 * Issue 42: a rotation that works when followed. The rotation steps of `npm run secrets:rotate`
 * (infra/ops/secret-rotation.ts) run against the local Secrets Manager (infra/local/secrets-local.ts),
 * while requests keep coming: the functions' code reads the secrets by ARN with its bounded cache
 * (functions/src/lib/aws/cached-secret.ts; here shortened to 1 s by SECRET_CACHE_SECONDS, 5 minutes in
 * AWS) and accepts the previous value for the rotation window. "CloudFront" is a list of the header
 * values its edges send: during a distribution update some edges send the old value and some the new
 * one (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/HowCloudFrontWorks.html, a
 * change propagates to the edges over minutes). Zero requests may be refused at any step.
 */

import { MODULE_ACCESS_PARAM } from '@lunia/shared/domain/module-access';
import type { Context, APIGatewayProxyEventV2WithJWTAuthorizer as HttpEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redemptionSignature, verifyModuleAccessToken } from '../../functions/src/domain/modules/module-access-token';
import { handler as createBetaSignup } from '../../functions/src/handlers/public/create-beta-signup';
import { awsJsonCall } from '../../functions/src/lib/aws/aws-json-call';
import { ORIGIN_VERIFY_HEADER } from '../../functions/src/lib/http/origin-check';
import { redeemModuleAccess } from '../../functions/src/use-cases/modules/redeem-module-access';
import { signedModuleAccessUrl } from '../../functions/src/use-cases/steps/module-access';
import { type LocalSecretsManager, startLocalSecretsManager } from '../../infra/local/secrets-local';
import { type RotationBackend, rotateSecret } from '../../infra/ops/secret-rotation';

let secrets: LocalSecretsManager;

beforeAll(async () => {
  secrets = await startLocalSecretsManager();
  vi.stubEnv('ENDPOINT_SECRETSMANAGER', secrets.url);
  vi.stubEnv('SECRET_CACHE_SECONDS', '1');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await secrets.stop();
});

const call = <T>(operation: string, input: Record<string, unknown>) =>
  awsJsonCall<T>({
    service: 'secretsmanager',
    endpoint: secrets.url,
    target: `secretsmanager.${operation}`,
    jsonVersion: '1.1',
    input,
  });
const createSecret = async (name: string, value: string) =>
  (await call<{ ARN: string }>('CreateSecret', { Name: name, SecretString: value })).ARN;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The rehearsal's backend: the local Secrets Manager, a CloudFront whose edges move over 1.5 s, real waits. */
function localBackend(edges: string[], log: string[]): RotationBackend {
  return {
    putSecretValue: async (secretId, value) => {
      await call('PutSecretValue', { SecretId: secretId, SecretString: value });
    },
    setOriginHeader: async (value) => {
      edges.push(value); // some edges already send the new value, the others the old one
      await sleep(1500);
      edges.splice(0, edges.length, value); // deployed: every edge sends the new value
    },
    wait: sleep,
    log: (line) => log.push(line),
  };
}

/** An invalid beta signup: past the origin check it is a 400, never an AWS call (as in origin-check.test.ts). */
async function throughCloudFront(value: string) {
  const event = {
    version: '2.0',
    routeKey: 'POST /api/beta-signup',
    rawPath: '/api/beta-signup',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', [ORIGIN_VERIFY_HEADER]: value },
    body: '{}',
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/api/beta-signup' } },
  } as unknown as HttpEvent;
  const result = await createBetaSignup(event, {} as Context);
  return { status: result.statusCode, code: JSON.parse(String(result.body)).code as string };
}

describe('secret rotation, rehearsed on the local stack', () => {
  it('origin-verify: requests through CloudFront are served at every step, with either value, and a wrong one is refused', async () => {
    const before = 'origin-value-before-the-rotation-0123456789';
    const name = `origin-verify-${Date.now()}`;
    const arn = await createSecret(name, before);
    vi.stubEnv('ORIGIN_VERIFY_SECRET', '');
    vi.stubEnv('ORIGIN_VERIFY_SECRET_ARN', arn);
    const edges = [before];
    const statuses = new Map<string, number>();
    let running = true;
    let sent = 0;
    const traffic = (async () => {
      while (running) {
        const edge = edges[sent % edges.length] ?? before;
        sent++;
        const { status, code } = await throughCloudFront(edge);
        statuses.set(`${status} ${code}`, (statuses.get(`${status} ${code}`) ?? 0) + 1);
        await sleep(10);
      }
    })();

    const log: string[] = [];
    const value = 'origin-value-after-the-rotation-9876543210ab';
    const result = await rotateSecret({
      secret: 'origin-verify',
      secretId: arn,
      value,
      backend: localBackend(edges, log),
      cacheMs: 1500,
    });
    await sleep(1200);
    running = false;
    await traffic;

    expect(edges).toEqual([value]);
    expect(statuses.get('400 VALIDATION_FAILED')).toBe(sent);
    expect([...statuses.keys()]).toEqual(['400 VALIDATION_FAILED']);
    expect(sent).toBeGreaterThan(50);
    expect(log).toHaveLength(4);
    expect(Date.parse(result.previousAcceptedUntil) - Date.now()).toBeGreaterThan(119 * 60_000);
    // The previous value is still accepted in the window; anything else is refused.
    expect(await throughCloudFront(before)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await throughCloudFront('not-the-secret')).toEqual({ status: 403, code: 'FORBIDDEN' });
    // The functions read the secret a bounded number of times (a cache, not a read per request).
    expect(secrets.reads(name)).toBeLessThan(sent / 2);
  });

  it('module signing: links made before and after, redeemed with the old then the new secret, are all accepted', async () => {
    const old = 'bookrx-signing-before-rotation-0123456789abcdef0123456789abcdef';
    const arn = await createSecret(`bookrx-signing-${Date.now()}`, old);
    vi.stubEnv('MODULE_SIGNING_SECRET_BOOKRX', '');
    vi.stubEnv('MODULE_SIGNING_SECRET_ARN_BOOKRX', arn);
    const grant = {
      module: 'bookrx' as const,
      person: { id: `rotation-${Date.now()}`, email: 'rotation@lunia.local', name: 'Rosa Rotación' },
      organization: null,
      modules: ['bookrx' as const],
    };
    const tokenOf = async () =>
      new URL((await signedModuleAccessUrl(grant)).accessUrl).searchParams.get(MODULE_ACCESS_PARAM) ?? '';
    const redeem = (token: string, secret: string) =>
      redeemModuleAccess({ module: 'bookrx', token, signature: redemptionSignature(secret, token) }).then(
        (answer) => answer.linkId,
        (error: { code?: string }) => error.code,
      );

    const madeBefore = await tokenOf();
    const log: string[] = [];
    const value = 'bookrx-signing-after-rotation-fedcba9876543210fedcba9876543210';
    await rotateSecret({
      secret: 'module-signing-bookrx',
      secretId: arn,
      value,
      backend: localBackend([], log),
      cacheMs: 1500,
    });
    expect(log[2]).toMatch(/^3\/3 Hand the new value to the bookrx team now/);

    const madeAfter = await tokenOf();
    const now = new Date();
    expect(verifyModuleAccessToken(madeAfter, { secret: value, module: 'bookrx', now }).valid).toBe(true);
    expect(verifyModuleAccessToken(madeBefore, { secret: old, module: 'bookrx', now }).valid).toBe(true);

    // The module team has not switched yet: it signs with the old secret.
    expect(await redeem(madeBefore, old)).toEqual(expect.any(String));
    expect(await redeem(madeAfter, old)).toEqual(expect.any(String));
    // It switches within the window.
    expect(await redeem(await tokenOf(), value)).toEqual(expect.any(String));
    // Anyone else's signature is still refused.
    expect(await redeem(await tokenOf(), 'someone-else-entirely-0123456789')).toBe('MODULE_SIGNATURE_INVALID');
  });
});
