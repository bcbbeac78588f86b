/**
 * The cases of the generated bad-input test (../integration/bad-input.test.ts): a route's valid
 * example body broken one way at a time, each with the exact answer the handler stack gives
 * (functions/src/lib/http/http-route.ts, codes and statuses from shared/src/errors.ts):
 *
 * - the body itself: over the route's size limit → PAYLOAD_TOO_LARGE; not sent as JSON →
 *   UNSUPPORTED_MEDIA_TYPE; not JSON → INVALID_JSON; JSON but not an object (array, null, string,
 *   nothing) → VALIDATION_FAILED on `body`. These are checked in that order, before the schema.
 * - one field X (a dotted path for a field of a nested object, `X.0` for an item of a list): missing
 *   (when required), of the wrong type, null (unless nullable), oversized (longer, larger or with
 *   more items than the schema allows), an item of the wrong type → VALIDATION_FAILED on X, the
 *   path of the first issue zod reports. An empty object → VALIDATION_FAILED on the first required
 *   field in schema order.
 *
 * The fields come from the body schema (zod's JSON Schema of its input); a schema that is a union of
 * objects (the approve-or-deny body) is read as the member the valid example belongs to.
 */
import type { RouteDef } from '@lunia/shared/api/routes';
import { ERROR_CODES, type ErrorCode } from '@lunia/shared/errors';
import { z } from 'zod/mini';

/** Largest JSON body of a route that declares no `maxBodyBytes` (MAX_BODY_BYTES of http-route.ts). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/** Length of an oversized text whose schema states no maximum (every text field is bounded below this). */
const UNBOUNDED_TEXT = 5000;

export interface Expected {
  status: number;
  code: ErrorCode;
  field?: string;
}

export interface BadCase {
  name: string;
  /** The body as JSON, or the exact text to send. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  expected: Expected;
}

interface JsonSchema {
  type?: string;
  const?: unknown;
  maxLength?: number;
  maximum?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export const answer = (code: ErrorCode, field?: string): Expected => ({
  status: ERROR_CODES[code].status,
  code,
  ...(field === undefined ? {} : { field }),
});
const invalid = (field: string) => answer('VALIDATION_FAILED', field);

/** A schema node and the alternatives it may take (`anyOf`/`oneOf`). */
const variants = (schema: JsonSchema): JsonSchema[] => [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
const types = (schema: JsonSchema) => new Set(variants(schema).map((v) => v.type));
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The object schema the valid body is an instance of: the body schema itself, or for a union of
 * objects the member whose constants (its discriminator) the valid body has.
 */
export function objectSchemaOf(def: RouteDef, valid: Record<string, unknown>): JsonSchema {
  const schema = z.toJSONSchema(def.body as z.ZodMiniType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  if (schema.properties) return schema;
  const member = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].find((option) =>
    Object.entries(option.properties ?? {}).every(([key, p]) => p.const === undefined || p.const === valid[key]),
  );
  if (!member?.properties) throw new Error(`${def.path}: no object schema matches the example body`);
  return member;
}

/** A value of another type than any the field accepts. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const accepted = types(schema);
  if (accepted.has('string')) return 12345;
  if (accepted.has('number') || accepted.has('integer') || accepted.has('boolean')) return 'not-a-number';
  if (accepted.has('array')) return 'not-an-array';
  return ['not', 'an', 'object'];
}

/** A value just past the field's bound: longer text, a larger number, a longer list. */
function oversizedFor(schema: JsonSchema, valid: unknown): unknown {
  const options = variants(schema);
  const accepted = types(schema);
  if (accepted.has('string')) {
    const lengths = options.filter((o) => o.type === 'string' && o.maxLength !== undefined).map((o) => o.maxLength);
    return 'x'.repeat(Math.max(UNBOUNDED_TEXT, ...(lengths as number[])) + 1);
  }
  const maximum = options.find((o) => o.maximum !== undefined)?.maximum;
  if (maximum !== undefined) return maximum + 1;
  const maxItems = options.find((o) => o.maxItems !== undefined)?.maxItems;
  if (maxItems !== undefined && Array.isArray(valid) && valid.length > 0) {
    return Array.from({ length: maxItems + 1 }, (_, i) => valid[i % valid.length]);
  }
  return undefined;
}

/** A deep copy of `body` with the value at `path` replaced, or removed when `value` is `omit`. */
const omit = Symbol('omit');
function withValueAt(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [key, ...rest] = path as [string, ...string[]];
  const copy = { ...body };
  if (rest.length === 0) {
    if (value === omit) delete copy[key];
    else copy[key] = value;
  } else {
    copy[key] = withValueAt(copy[key] as Record<string, unknown>, rest, value);
  }
  return copy;
}

/** Cases for each field of an object schema (and of the objects nested in it), the body otherwise valid. */
function fieldCases(schema: JsonSchema, root: Record<string, unknown>, at: string[], valid: unknown): BadCase[] {
  if (!isRecord(valid)) return [];
  const cases: BadCase[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = [...at, key];
    const field = path.join('.');
    const breakWith = (name: string, value: unknown, expectedField = field) =>
      cases.push({ name: `${field} ${name}`, body: withValueAt(root, path, value), expected: invalid(expectedField) });
    if (schema.required?.includes(key)) breakWith('missing', omit);
    breakWith('of the wrong type', wrongTypeFor(property));
    // A nullable field (context-change's activeOrgId) takes null as a value.
    if (!types(property).has('null')) breakWith('null', null);
    const oversized = oversizedFor(property, valid[key]);
    if (oversized !== undefined) breakWith('oversized', oversized);
    const value = valid[key];
    const items = variants(property).find((v) => v.items)?.items;
    if (items && Array.isArray(value) && value.length > 0) {
      breakWith('with an item of the wrong type', [wrongTypeFor(items), ...value.slice(1)], `${field}.0`);
    }
    const nested = variants(property).find((v) => v.properties);
    if (nested) cases.push(...fieldCases(nested, root, path, value));
  }
  return cases;
}

/** Every bad body of a route, from its valid example body. */
export function badBodies(def: RouteDef, valid: Record<string, unknown>): BadCase[] {
  const limit = def.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const schema = objectSchemaOf(def, valid);
  const cases: BadCase[] = [
    // An unknown key is dropped by the schema, so only the size decides: just over the route's limit.
    {
      name: 'a body over its size limit',
      body: { ...valid, padding: 'x'.repeat(limit + 1024) },
      expected: answer('PAYLOAD_TOO_LARGE'),
    },
    {
      name: 'a body not sent as JSON',
      rawBody: JSON.stringify(valid),
      headers: { 'content-type': 'text/plain' },
      expected: answer('UNSUPPORTED_MEDIA_TYPE'),
    },
    { name: 'malformed JSON', rawBody: '{"broken": ', expected: answer('INVALID_JSON') },
    { name: 'a JSON array', rawBody: '[]', expected: invalid('body') },
    { name: 'JSON null', rawBody: 'null', expected: invalid('body') },
    { name: 'a JSON string', rawBody: '"text"', expected: invalid('body') },
    { name: 'an empty body', rawBody: '', expected: invalid('body') },
  ];
  const first = Object.keys(schema.properties ?? {}).find((key) => schema.required?.includes(key));
  if (first) cases.push({ name: 'an empty object', body: {}, expected: invalid(first) });
  cases.push(...fieldCases(schema, valid, [], valid));
  return cases;
}

/** The field of the first issue the body schema itself reports (as http-route.ts names it), or none if valid. */
export function schemaVerdict(def: RouteDef, body: unknown): string | undefined {
  const parsed = (def.body as z.ZodMiniType).safeParse(body);
  if (parsed.success) return undefined;
  return parsed.error.issues[0]?.path.map(String).join('.') || 'body';
}
