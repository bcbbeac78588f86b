/**
 * ObjectCreated on the documents bucket: each record's key goes to the upload check
 * (use-cases/documents/check-uploaded-document), which decides the file once. Malformed records and
 * keys outside the document layout are logged and acknowledged (s3-event-records.ts).
 */
import type { S3Event } from 'aws-lambda';
import { checkUploadedDocument } from '../use-cases/documents/check-uploaded-document';
import { checkEachCreatedObject } from './s3-event-records';

/** Records are independent (s3-event-records.ts: `checkEachCreatedObject`). */
export async function handler(event: S3Event): Promise<void> {
  await checkEachCreatedObject(event, 'Uploaded document check', ({ key, bucket }) =>
    checkUploadedDocument({ key, bucket }),
  );
}
