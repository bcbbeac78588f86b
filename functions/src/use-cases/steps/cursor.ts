/**
 * Opaque page cursors: a JSON object in base64url. A cursor is what the server handed out (a last
 * evaluated key, or a position it encoded), but the client can send anything, so a decoded cursor is
 * checked before it reaches a Query: short strings only and, given its shape, exactly the key
 * attributes of the index being read, in the partition (or key range) being read. Anything
 * else is a 400 naming `cursor`, never a DynamoDB ValidationException (a 500).
 */
import { AppError } from '@lunia/shared/errors';
import type { PageKeyShape } from '../../data/page-keys';

/** Largest attribute value a cursor may carry (a key attribute is far shorter). */
const MAX_VALUE_BYTES = 1024;
const MAX_ATTRIBUTES = 8;

/** What a cursor's key must be: the page key of the list it continues (data/page-keys.ts `pageKeys`). */
export type CursorShape = PageKeyShape;

export const encodeCursor = (value: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

const invalidCursor = () => new AppError('VALIDATION_FAILED', 'The cursor is invalid.', 'cursor');

function parse(cursor: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // not JSON
  }
  throw invalidCursor();
}

function matchesShape(value: Record<string, string>, shape: CursorShape): boolean {
  const names = Object.keys(value);
  if (names.length !== shape.attributes.length || !shape.attributes.every((name) => name in value)) return false;
  for (const [name, expected] of Object.entries(shape.equal ?? {})) if (value[name] !== expected) return false;
  for (const [name, prefixes] of Object.entries(shape.startsWith ?? {})) {
    const actual = value[name] ?? '';
    if (!prefixes.some((prefix) => actual.startsWith(prefix))) return false;
  }
  return true;
}

const isShortText = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && Buffer.byteLength(value) <= MAX_VALUE_BYTES;

/** A flat object of at most MAX_ATTRIBUTES short strings. */
const isFlatKey = (value: unknown): value is Record<string, string> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).length <= MAX_ATTRIBUTES &&
  Object.values(value).every(isShortText);

/**
 * The decoded cursor (undefined without one). With `shape`: exactly that key (a flat object of
 * short strings with the shape's names and partition). Without: an object whose values are short
 * strings or flat objects of short strings (a position and the key within it); the caller checks the
 * rest. Anything else is VALIDATION_FAILED on `cursor`.
 */
export function decodeCursor(cursor: string | undefined, shape: CursorShape): Record<string, string> | undefined;
export function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined;
export function decodeCursor(cursor: string | undefined, shape?: CursorShape): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  const value = parse(cursor);
  if (shape) {
    if (!isFlatKey(value) || !matchesShape(value, shape)) throw invalidCursor();
    return value;
  }
  const entries = Object.values(value);
  if (entries.length === 0 || entries.length > MAX_ATTRIBUTES) throw invalidCursor();
  if (!entries.every((entry) => isShortText(entry) || isFlatKey(entry))) throw invalidCursor();
  return value;
}

/**
 * A key nested in a position cursor (see `decodeCursor` without a shape): exactly `shape`, or
 * VALIDATION_FAILED on `cursor`.
 */
export function checkCursorKey(value: unknown, shape: CursorShape): Record<string, string> {
  if (!isFlatKey(value) || !matchesShape(value, shape)) throw invalidCursor();
  return value;
}
