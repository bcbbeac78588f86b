/**
 * ObjectCreated on the photos bucket: each key goes to the photo check
 * (use-cases/account/check-uploaded-photo). Malformed records are logged and acknowledged
 * (s3-event-records.ts); a throw makes Lambda retry the event (twice, then the dead-letter queue).
 */
import type { S3Event } from 'aws-lambda';
import { checkUploadedPhoto } from '../use-cases/account/check-uploaded-photo';
import { checkEachCreatedObject } from './s3-event-records';

/** Records are independent (s3-event-records.ts: `checkEachCreatedObject`). */
export async function handler(event: S3Event): Promise<void> {
  await checkEachCreatedObject(event, 'Uploaded photo check', ({ key }) => checkUploadedPhoto({ key }));
}
