/**
 * The smoke test of a deployed stage or a local stack (`npm run smoke`, ./smoke.ts; docs/deploy.md, "Smoke
 * test"): four checks against the one address CloudFront serves, each with its own verdict, so a
 * deploy pipeline can stop before prod and the operator can read which part is down.
 *
 * - public page: `/` answers the prerendered home page (HTML) with a Content-Security-Policy, and on
 *   https also Strict-Transport-Security (the site's response headers policy).
 * - sign-in page: `/signin` answers the app's HTML, and `/config.json`, which the sign-in page reads,
 *   names the user pool and its client (the site stack writes it at deploy).
 * - API call: `GET /api/public/form-challenge` answers a signed challenge (CloudFront forwards `/api/*`
 *   with the origin secret, the function reads its signing secret and answers).
 * - health route: `GET /api/admin/system-health`, the system health an admin reads, is deployed behind
 *   the JWT authorizer: without a token it answers 401 (a 404 means the route is missing, a 403 that
 *   CloudFront's origin secret was refused). Reading the figures needs an admin's token and MFA, which
 *   a pipeline does not hold (docs/decisions/0138-deploy-pipeline-and-release-tags.md).
 */

export type SmokeCheckName = 'public page' | 'sign-in page' | 'API call' | 'health route';

export interface SmokeResult {
  check: SmokeCheckName;
  ok: boolean;
  /** What was asked and what came back, or why it failed. */
  detail: string;
  ms: number;
}

interface Answer {
  status: number;
  type: string;
  headers: Headers;
  body: string;
}

const TIMEOUT_MS = 15_000;

async function get(baseUrl: string, path: string): Promise<Answer> {
  const response = await fetch(new URL(path, baseUrl), {
    redirect: 'manual',
    headers: { accept: path.startsWith('/api/') || path.endsWith('.json') ? 'application/json' : 'text/html' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    headers: response.headers,
    body: await response.text(),
  };
}

/** A failed expectation: its message is the check's detail. */
class Expectation extends Error {}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Expectation(message);
}

function expectHtml(answer: Answer, path: string): void {
  expect(answer.status === 200, `GET ${path} answered ${answer.status}, not 200`);
  expect(answer.type.startsWith('text/html'), `GET ${path} answered ${answer.type || 'no content type'}, not HTML`);
  expect(/<html[\s>]/i.test(answer.body), `GET ${path} answered no HTML document`);
}

function parseJson(answer: Answer, path: string): Record<string, unknown> {
  expect(answer.type.includes('json'), `GET ${path} answered ${answer.type || 'no content type'}, not JSON`);
  try {
    const value: unknown = JSON.parse(answer.body);
    expect(typeof value === 'object' && value !== null, `GET ${path} answered JSON that is not an object`);
    return value as Record<string, unknown>;
  } catch (error) {
    if (error instanceof Expectation) throw error;
    throw new Expectation(`GET ${path} answered invalid JSON`);
  }
}

const CHECKS: Record<SmokeCheckName, (baseUrl: string) => Promise<string>> = {
  'public page': async (baseUrl) => {
    const answer = await get(baseUrl, '/');
    expectHtml(answer, '/');
    expect(answer.headers.has('content-security-policy'), 'GET / answered without a Content-Security-Policy');
    if (new URL(baseUrl).protocol === 'https:') {
      expect(answer.headers.has('strict-transport-security'), 'GET / answered without Strict-Transport-Security');
    }
    return 'GET / → 200 HTML with its security headers';
  },
  'sign-in page': async (baseUrl) => {
    expectHtml(await get(baseUrl, '/signin'), '/signin');
    const config = await get(baseUrl, '/config.json');
    expect(config.status === 200, `GET /config.json answered ${config.status}, not 200`);
    const values = parseJson(config, '/config.json');
    for (const key of ['userPoolId', 'userPoolClientId']) {
      expect(typeof values[key] === 'string' && values[key] !== '', `GET /config.json has no ${key}`);
    }
    return 'GET /signin → 200 HTML; /config.json names the user pool and its client';
  },
  'API call': async (baseUrl) => {
    const path = '/api/public/form-challenge';
    const answer = await get(baseUrl, path);
    expect(answer.status === 200, `GET ${path} answered ${answer.status}, not 200`);
    const body = parseJson(answer, path);
    expect(typeof body.challenge === 'string' && body.challenge !== '', `GET ${path} answered no challenge`);
    expect(typeof body.expiresAt === 'number', `GET ${path} answered no expiresAt`);
    return `GET ${path} → 200 with a signed challenge`;
  },
  'health route': async (baseUrl) => {
    const path = '/api/admin/system-health';
    const answer = await get(baseUrl, path);
    const meaning: Record<number, string> = {
      403: 'the API refused the request: is CloudFront sending the origin secret?',
      404: 'the route is not deployed',
    };
    expect(
      answer.status === 401,
      `GET ${path} without a token answered ${answer.status}, not 401${meaning[answer.status] ? ` (${meaning[answer.status]})` : ''}`,
    );
    return `GET ${path} → 401 without a token (deployed, behind the authorizer)`;
  },
};

export const SMOKE_CHECKS = Object.keys(CHECKS) as SmokeCheckName[];

/** Runs every check against `baseUrl` (the site's address; `/api/*` is served by the same origin). */
export async function runSmoke(baseUrl: string): Promise<SmokeResult[]> {
  return Promise.all(
    SMOKE_CHECKS.map(async (check) => {
      const started = performance.now();
      try {
        const detail = await CHECKS[check](baseUrl);
        return { check, ok: true, detail, ms: Math.round(performance.now() - started) };
      } catch (error) {
        const cause = (error as Error).cause;
        const detail =
          error instanceof Expectation
            ? error.message
            : `could not reach ${baseUrl}: ${cause instanceof Error ? cause.message : (error as Error).message}`;
        return { check, ok: false, detail, ms: Math.round(performance.now() - started) };
      }
    }),
  );
}

/** One line per check, `PASS`/`FAIL`, and the verdict. */
export function formatSmoke(baseUrl: string, results: SmokeResult[]): string {
  const failed = results.filter((result) => !result.ok).length;
  return [
    `Smoke test of ${baseUrl}`,
    ...results.map(
      (result) => `${result.ok ? 'PASS' : 'FAIL'}  ${result.check.padEnd(12)}  ${result.detail} (${result.ms} ms)`,
    ),
    failed === 0 ? `All ${results.length} checks passed.` : `${failed} of ${results.length} checks failed.`,
  ].join('\n');
}
