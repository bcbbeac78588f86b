/** Opaque page cursors: a JSON value in base64url. A cursor that does not decode is a 400, never a 500. */
import { AppError } from '@lunia/shared/errors';

export const encodeCursor = (value: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_FAILED', 'The cursor is invalid.', 'cursor');
}
