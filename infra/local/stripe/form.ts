/**
 * Form bodies the way Stripe reads them: application/x-www-form-urlencoded with bracket keys
 * (`line_items[0][price_data][unit_amount]=30000`), and the parameter readers that check them with
 * Stripe's messages (a 400 in Stripe's shape on anything else).
 */
import { invalid, missing } from './errors';

/** Stripe's limits on metadata. */
const METADATA_MAX_KEYS = 50;
const METADATA_MAX_KEY_LENGTH = 40;
const METADATA_MAX_VALUE_LENGTH = 500;

export type FormValue = string | FormValue[] | FormParams;
export interface FormParams {
  [key: string]: FormValue;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

export function isParams(value: FormValue | undefined): value is FormParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `a[b][0][c]` → ['a', 'b', '0', 'c']; undefined when the key is malformed. */
function keyPath(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return undefined;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1], ...rest];
}

/**
 * Parses an application/x-www-form-urlencoded body (or query string) the way Stripe reads it: bracket
 * keys build nested objects, numeric or empty brackets build arrays. Throws a 400 on malformed or
 * conflicting keys.
 */
export function parseStripeForm(body: string): FormParams {
  const root: FormParams = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    if (!path || path.some((segment) => FORBIDDEN_KEYS.has(segment))) throw invalid(`Invalid parameter name: ${key}`);
    let container: Record<string | number, FormValue | undefined> = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] as string;
      let slot: string | number;
      if (Array.isArray(container)) {
        if (!/^\d*$/.test(segment)) throw invalid(`Conflicting values for ${key}`);
        slot = segment === '' ? container.length : Number(segment);
        if (slot > 1000) throw invalid(`Array index too large in ${key}`);
      } else {
        if (segment === '') throw invalid(`Invalid parameter name: ${key}`);
        slot = segment;
      }
      const existing = container[slot];
      if (i === path.length - 1) {
        if (existing !== undefined && typeof existing !== 'string') throw invalid(`Conflicting values for ${key}`);
        container[slot] = value;
        break;
      }
      if (typeof existing === 'string') throw invalid(`Conflicting values for ${key}`);
      // A new container is an array when it is indexed by number (`line_items[0]`), else an object.
      const child: FormValue[] | FormParams = existing ?? (/^\d*$/.test(path[i + 1] as string) ? [] : {});
      container[slot] = child;
      container = child as Record<string | number, FormValue | undefined>;
    }
  }
  return compactArrays(root) as FormParams;
}

/** Sparse arrays (`a[2]` without `a[0]`) become dense, as Stripe reads them. */
function compactArrays(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compactArrays);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compactArrays(item)]));
}

/** Sorted-key JSON: two requests with the same parameters in another order compare equal. */
export function canonical(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key] as FormValue)}`).join(',')}}`;
}

export function optionalString(params: FormParams, name: string, param = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param} must be a string.`, param);
  return value;
}

/** The locales the stand-in accepts for its hosted pages (checkout and the billing portal). */
const LOCALES = ['auto', 'en', 'es', 'es-419'];

/** `locale` of a hosted page, or null; refused with Stripe's error when it is not one the stand-in knows. */
export function optionalLocale(params: FormParams): string | null {
  const locale = optionalString(params, 'locale') ?? null;
  if (locale !== null && !LOCALES.includes(locale)) throw invalid(`Invalid locale: ${locale}.`, 'locale');
  return locale;
}

export function requiredString(params: FormParams, name: string, param = name): string {
  const value = optionalString(params, name, param);
  if (value === undefined || value === '') throw missing(param);
  return value;
}

export function requiredObject(params: FormParams, name: string, param = name): FormParams {
  const value = params[name];
  if (value === undefined) throw missing(param);
  if (!isParams(value)) throw invalid(`Invalid object: ${param} must be a hash.`, param, 'parameter_invalid_type');
  return value;
}

export function positiveInteger(params: FormParams, name: string, param: string, { allowZero = false } = {}): number {
  const raw = requiredString(params, name, param);
  if (!/^\d+$/.test(raw)) throw invalid(`Invalid integer: ${raw}`, param, 'parameter_invalid_integer');
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || (!allowZero && value === 0)) {
    throw invalid(`Invalid integer: ${param} must be ${allowZero ? 'at least 0' : 'greater than 0'}.`, param);
  }
  return value;
}

export function httpUrl(params: FormParams, name: string): string {
  const raw = requiredString(params, name);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid(`Not a valid URL: ${name}.`, name, 'url_invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(`Not a valid URL: ${name}.`, name);
  return raw;
}

export function metadataOf(params: FormParams, name: string, param = name): Record<string, string> {
  const value = params[name];
  if (value === undefined) return {};
  if (!isParams(value)) throw invalid(`Invalid object: ${param} must be a hash.`, param, 'parameter_invalid_type');
  const entries = Object.entries(value);
  if (entries.length > METADATA_MAX_KEYS) throw invalid(`Metadata can have at most ${METADATA_MAX_KEYS} keys.`, param);
  const metadata: Record<string, string> = {};
  for (const [key, item] of entries) {
    const itemParam = `${param}[${key}]`;
    if (typeof item !== 'string') throw invalid(`Invalid string: ${itemParam} must be a string.`, itemParam);
    if (key.length > METADATA_MAX_KEY_LENGTH) {
      throw invalid(`Metadata keys can be at most ${METADATA_MAX_KEY_LENGTH} characters.`, itemParam);
    }
    if (item.length > METADATA_MAX_VALUE_LENGTH) {
      throw invalid(`Metadata values can be at most ${METADATA_MAX_VALUE_LENGTH} characters.`, itemParam);
    }
    // An empty value unsets a key, as in Stripe.
    if (item !== '') metadata[key] = item;
  }
  return metadata;
}

export function refuseUnknown(params: FormParams, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) {
      const param = prefix ? `${prefix}[${key}]` : key;
      throw invalid(
        `Received unknown parameter: ${param} (the local Stripe stand-in supports ${allowed.map((name) => (prefix ? `${prefix}[${name}]` : name)).join(', ')})`,
        param,
        'parameter_unknown',
      );
    }
  }
}
