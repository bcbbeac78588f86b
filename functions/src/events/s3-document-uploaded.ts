/**
 * ObjectCreated on the documents bucket: each record's key goes to the upload check
 * (use-cases/documents/check-uploaded-document), which decides the file once. Malformed records and
 * keys outside the document layout are logged and acknowledged (s3-event-records.ts).
 */
import type { S3Event } from 'aws-lambda';
import { S3RequestError } from '../lib/aws/s3-objects';
import { logger } from '../lib/logger';
import { checkUploadedDocument } from '../use-cases/documents/check-uploaded-document';
import { createdObjects, keyReference } from './s3-event-records';

/** Records are independent; one that throws fails the invocation so Lambda retries it (then the DLQ). */
export async function handler(event: S3Event): Promise<void> {
  let failure: unknown;
  for (const { key, bucket } of createdObjects(event)) {
    try {
      await checkUploadedDocument({ key, bucket });
    } catch (error) {
      if (error instanceof S3RequestError && error.status === 400) {
        // S3 refuses the key itself (too long, invalid): a retry would fail the same way.
        logger.warn('S3 refused a request for this key, acknowledged', { keyRef: keyReference(key) });
        continue;
      }
      logger.error('Uploaded document check failed', { error: error as Error, keyRef: keyReference(key) });
      failure = error;
    }
  }
  if (failure) throw failure;
}
