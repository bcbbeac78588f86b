/**
 * The object keys of an S3 ObjectCreated event, decoded, from records that may be malformed: a
 * record without a key, a key that is not valid form encoding, that decodes to control characters
 * or to more than S3's 1,024 bytes. Those are logged (by a short hash, never the key: it could carry
 * anything, an e-mail address included) and acknowledged, never thrown: a retry would fail the same
 * way and only fill the dead-letter queue.
 */
import { createHash } from 'node:crypto';
import type { S3Event } from 'aws-lambda';
import { decodeS3EventKey } from '../domain/documents/object-key';
import { S3RequestError } from '../lib/aws/s3-objects';
import { logger } from '../lib/logger';

const MAX_KEY_BYTES = 1024;

/** A short, stable reference to a key for the logs. */
export const keyReference = (key: unknown) =>
  createHash('sha256')
    .update(typeof key === 'string' ? key : JSON.stringify(key ?? null))
    .digest('hex')
    .slice(0, 12);

export interface CreatedObject {
  bucket: string;
  key: string;
}

export function createdObjects(event: S3Event | undefined): CreatedObject[] {
  const records: unknown[] = Array.isArray(event?.Records) ? event.Records : [];
  const objects: CreatedObject[] = [];
  for (const record of records) {
    const r = record as { eventName?: unknown; s3?: { bucket?: { name?: unknown }; object?: { key?: unknown } } };
    if (typeof r?.eventName !== 'string' || !r.eventName.startsWith('ObjectCreated:')) continue;
    const raw = r.s3?.object?.key;
    const bucket = r.s3?.bucket?.name;
    const key = typeof raw === 'string' ? decodeS3EventKey(raw) : undefined;
    if (
      typeof bucket !== 'string' ||
      !key ||
      Buffer.byteLength(key) > MAX_KEY_BYTES ||
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
      /[\u0000-\u001f\u007f]/.test(key)
    ) {
      logger.warn('Malformed object key in S3 event, acknowledged', { keyRef: keyReference(raw) });
      continue;
    }
    objects.push({ bucket, key });
  }
  return objects;
}

/**
 * Hands each created object to `check`, in turn. Records are independent: one whose check throws is
 * logged (`what` names the check) and, once the others ran, fails the invocation so Lambda retries it
 * (then the dead-letter queue); one whose key S3 itself refuses (400: too long, invalid) is
 * acknowledged, since a retry would fail the same way.
 */
export async function checkEachCreatedObject(
  event: S3Event,
  what: string,
  check: (object: CreatedObject) => Promise<unknown>,
): Promise<void> {
  let failure: unknown;
  for (const object of createdObjects(event)) {
    try {
      await check(object);
    } catch (error) {
      if (error instanceof S3RequestError && error.status === 400) {
        logger.warn('S3 refused a request for this key, acknowledged', { keyRef: keyReference(object.key) });
        continue;
      }
      logger.error(`${what} failed`, { error: error as Error, keyRef: keyReference(object.key) });
      failure = error;
    }
  }
  if (failure) throw failure;
}
