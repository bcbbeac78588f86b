/**
 * ObjectCreated on the photos bucket: each key goes to the photo check
 * (use-cases/account/check-uploaded-photo). Malformed records are logged and acknowledged
 * (s3-event-records.ts); a throw makes Lambda retry the event (twice, then the dead-letter queue).
 */
import type { S3Event } from 'aws-lambda';
import { S3RequestError } from '../lib/aws/s3-objects';
import { logger } from '../lib/logger';
import { checkUploadedPhoto } from '../use-cases/account/check-uploaded-photo';
import { createdObjects, keyReference } from './s3-event-records';

export async function handler(event: S3Event): Promise<void> {
  let failure: unknown;
  for (const { key } of createdObjects(event)) {
    try {
      await checkUploadedPhoto({ key });
    } catch (error) {
      if (error instanceof S3RequestError && error.status === 400) {
        // S3 refuses the key itself (too long, invalid): a retry would fail the same way.
        logger.warn('S3 refused a request for this key, acknowledged', { keyRef: keyReference(key) });
        continue;
      }
      logger.error('Uploaded photo check failed', { error: error as Error, keyRef: keyReference(key) });
      failure = error;
    }
  }
  if (failure) throw failure;
}
