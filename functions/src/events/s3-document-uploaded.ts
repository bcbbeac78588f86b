/**
 * ObjectCreated on the documents bucket: each record's key goes to the upload check
 * (use-cases/documents/check-uploaded-document), which decides the file once.
 */
import type { S3Event } from 'aws-lambda';
import { decodeS3EventKey } from '../domain/documents/object-key';
import { logger } from '../lib/logger';
import { checkUploadedDocument } from '../use-cases/documents/check-uploaded-document';

/** Records are independent; one that throws fails the invocation so Lambda retries it (then the DLQ). */
export async function handler(event: S3Event): Promise<void> {
  let failure: unknown;
  for (const record of event.Records) {
    if (!record.eventName.startsWith('ObjectCreated:')) continue;
    const key = decodeS3EventKey(record.s3.object.key);
    if (!key) {
      logger.warn('Undecodable object key in S3 event');
      continue;
    }
    try {
      await checkUploadedDocument({ key, bucket: record.s3.bucket.name });
    } catch (error) {
      logger.error('Uploaded document check failed', { error: error as Error });
      failure = error;
    }
  }
  if (failure) throw failure;
}
