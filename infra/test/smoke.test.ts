/**
 * The smoke test's verdicts (issue 42, infra/ops/smoke-checks.ts): each check passes only on the answer a
 * healthy stage gives and fails, alone and saying why, on the answers a broken deploy gives. The passing
 * run against the real local stack (the production build behind the preview server, `/api` proxied to
 * the gateway) is in test/e2e/public-prerender.spec.ts.
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/app-config';
import { formatSmoke, runSmoke, SMOKE_CHECKS } from '../ops/smoke-checks';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const HTML = '<!doctype html><html lang="en"><head><title>Lunia</title></head><body></body></html>';
const healthy: Record<string, Handler> = {
  '/': (_q, r) =>
    r.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'" }).end(HTML),
  '/signin': (_q, r) => r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HTML),
  '/config.json': (_q, r) =>
    r.writeHead(200, { 'content-type': 'application/json' }).end('{"userPoolId":"us-east-1_x","userPoolClientId":"c"}'),
  '/api/public/form-challenge': (_q, r) =>
    r.writeHead(200, { 'content-type': 'application/json' }).end('{"challenge":"abc","difficulty":14,"expiresAt":1}'),
  '/api/admin/system-health': (_q, r) =>
    r.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}'),
};

let routes: Record<string, Handler> = healthy;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const handler = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Each check's verdict with the healthy answers, some replaced (`null`: the path answers 404). */
async function verdicts(changes: Record<string, Handler | null>) {
  routes = { ...healthy };
  for (const [path, handler] of Object.entries(changes)) {
    if (handler) routes[path] = handler;
    else delete routes[path];
  }
  const results = await runSmoke(baseUrl);
  return Object.fromEntries(results.map((result) => [result.check, result.ok ? 'PASS' : result.detail]));
}

const answer =
  (status: number, type: string, body: string, headers: Record<string, string> = {}): Handler =>
  (_q, r) =>
    r.writeHead(status, { 'content-type': type, ...headers }).end(body);

const allPass = Object.fromEntries(SMOKE_CHECKS.map((check) => [check, 'PASS']));

describe('the smoke test (npm run smoke)', () => {
  it('passes every check on the answers of a healthy stage, and says so', async () => {
    expect(await verdicts({})).toEqual(allPass);
    expect(formatSmoke(baseUrl, await runSmoke(baseUrl))).toMatch(/^PASS {2}health route {2}GET \/api\/admin/m);
  });

  const CHALLENGE = '/api/public/form-challenge';
  const HEALTH = '/api/admin/system-health';
  const json = 'application/json';
  it.each([
    ['public page', '/', answer(200, 'text/html', HTML), 'GET / answered without a Content-Security-Policy'],
    ['public page', '/', answer(503, 'text/html', HTML), 'GET / answered 503, not 200'],
    ['sign-in page', '/signin', answer(200, 'text/xml', '<x/>'), 'GET /signin answered text/xml, not HTML'],
    [
      'sign-in page',
      '/config.json',
      answer(200, json, '{"userPoolId":"p"}'),
      'GET /config.json has no userPoolClientId',
    ],
    ['API call', CHALLENGE, answer(403, json, '{}'), `GET ${CHALLENGE} answered 403, not 200`],
    ['API call', CHALLENGE, answer(200, json, '{"challenge'), `GET ${CHALLENGE} answered invalid JSON`],
    ['health route', HEALTH, null, `GET ${HEALTH} without a token answered 404, not 401 (the route is not deployed)`],
    ['health route', HEALTH, answer(200, json, '{}'), `GET ${HEALTH} without a token answered 200, not 401`],
  ] as const)('fails the %s check alone when %s answers wrong', async (check, path, handler, detail) => {
    expect(await verdicts({ [path]: handler })).toEqual({ ...allPass, [check]: detail });
  });

  it('fails every check, saying it could not reach the address, when nothing answers there', async () => {
    const results = await runSmoke('http://127.0.0.1:1');
    expect(
      results.every((result) => !result.ok && result.detail.startsWith('could not reach http://127.0.0.1:1')),
    ).toBe(true);
    const report = formatSmoke('http://127.0.0.1:1', results);
    expect(report).toMatch(/^FAIL {2}public page +could not reach/m);
    expect(report.endsWith('4 of 4 checks failed.')).toBe(true);
  });

  it('npm run smoke prints a verdict per check and exits 1 when one fails (the pipeline stops there)', async () => {
    routes = { ...healthy };
    delete routes['/api/admin/system-health'];
    const smoke = promisify(execFile)(
      join(repoRoot, 'node_modules/.bin/tsx'),
      ['infra/ops/smoke.ts', '--base-url', baseUrl],
      {
        cwd: repoRoot,
      },
    );
    const failed = await smoke.then(
      () => undefined,
      (error: { code?: number; stdout?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(/^PASS {2}public page /m);
    expect(failed?.stdout).toMatch(
      /^FAIL {2}health route +GET \/api\/admin\/system-health without a token answered 404/m,
    );
    expect(failed?.stdout).toContain('1 of 4 checks failed.');
  });
});
