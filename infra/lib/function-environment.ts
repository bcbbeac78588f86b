/**
 * The environment every function receives. The names are the ones functions/src/lib/env.ts reads
 * (a test checks the two agree); the local stack sets the same names for the emulators.
 */
export interface FunctionEnvironmentValues {
  tableName: string;
  documentsBucketName: string;
  photosBucketName: string;
  mailQueueUrl: string;
  mailFrom: string;
  userPoolId: string;
}

export const SERVICE_NAME = 'lunia';

export function functionEnvironment(values: FunctionEnvironmentValues): Record<string, string> {
  return {
    TABLE_NAME: values.tableName,
    DOCUMENTS_BUCKET: values.documentsBucketName,
    PHOTOS_BUCKET: values.photosBucketName,
    MAIL_QUEUE_URL: values.mailQueueUrl,
    MAIL_FROM: values.mailFrom,
    USER_POOL_ID: values.userPoolId,
    POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
    // No NODE_OPTIONS=--enable-source-maps: bundles ship without source maps (they are kept aside
    // by functions/build.ts), so the flag would only slow every cold start down.
  };
}
