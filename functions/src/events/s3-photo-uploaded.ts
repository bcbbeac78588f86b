/**
 * ObjectCreated on the photos bucket: each key goes to the photo check
 * (use-cases/account/check-uploaded-photo). A throw makes Lambda retry the event (twice, then the
 * dead-letter queue).
 */
import type { S3Event } from 'aws-lambda';
import { decodeS3EventKey } from '../domain/documents/object-key';
import { logger } from '../lib/logger';
import { checkUploadedPhoto } from '../use-cases/account/check-uploaded-photo';

export async function handler(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    const key = decodeS3EventKey(record.s3.object.key);
    if (!key) {
      logger.warn('Undecodable object key in S3 event');
      continue;
    }
    await checkUploadedPhoto({ key });
  }
}
