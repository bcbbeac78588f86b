/**
 * The contract check of the integration suite (issue 43): every 2xx answer the test client receives
 * from an implemented route must be the route's documented success status and match the route's
 * response schema in the manifest, the schema docs/openapi.json is generated from (closed objects
 * there: `additionalProperties: false`). Handlers' answers are not parsed on the way out
 * (functions/src/lib/http/http-route.ts), so this is where a field the schema does not know, a
 * missing one or a wrong type shows.
 *
 * The zod schema is used rather than compiling the JSON Schema with Ajv: compiling costs about 80 ms
 * of CPU per route and test file (measured over the document's 130 success schemas), a zod parse a few
 * microseconds; shared/src/api/openapi.test.ts keeps the document and the manifest one.
 */
import type { RouteDef } from '@lunia/shared/api/routes';
import { implementedRoutes } from '@lunia/shared/api/routes';

/** Each implemented route's path as a pattern; literal segments first, as API Gateway prefers them. */
const routes = implementedRoutes
  .map(([id, def]) => {
    const segments = def.path.split('/');
    const pattern = segments
      .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const parameters = segments.filter((segment) => segment.startsWith('{')).length;
    return { id, def: def as RouteDef, pattern: new RegExp(`^${pattern}$`), parameters };
  })
  .sort((a, b) => a.parameters - b.parameters);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths of the fields the answer has and the schema's parse dropped: fields the schema does not describe. */
function undocumentedFields(sent: unknown, parsed: unknown, at = 'body'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, i) => undocumentedFields(item, parsed[i], `${at}[${i}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    value === undefined
      ? []
      : key in parsed
        ? undocumentedFields(value, parsed[key], `${at}.${key}`)
        : [`${at}.${key}`],
  );
}

/** What this test file's checks cost (for measurements). */
export const contractCost = { ms: 0, checked: 0 };

/**
 * Throws when a 2xx answer of an implemented route is not its documented status or does not match its
 * response schema. Answers of paths outside the manifest (the local stack's own endpoints) and error
 * answers are not checked here: the tests that expect an error assert its status, code and field.
 */
export function checkResponseContract(method: string, url: string, status: number, body: unknown): void {
  if (status < 200 || status > 299) return;
  const started = performance.now();
  const path = new URL(url).pathname;
  const route = routes.find((r) => r.def.method === method.toUpperCase() && r.pattern.test(path));
  if (!route) return;
  const where = `${method} ${path} (${route.id})`;
  const documented = route.def.successStatus ?? 200;
  if (status !== documented) throw new Error(`${where} answered ${status}; its documented success is ${documented}`);
  const parsed = route.def.response.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => `body.${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${where} answered outside its documented schema: ${issues.join('; ')}`);
  }
  const extra = undocumentedFields(body, parsed.data);
  if (extra.length > 0) {
    throw new Error(`${where} answered fields its documented schema does not have: ${extra.slice(0, 5).join(', ')}`);
  }
  contractCost.ms += performance.now() - started;
  contractCost.checked += 1;
}
