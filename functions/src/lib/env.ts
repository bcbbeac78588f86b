/**
 * Configuration from the environment, read in one place. In AWS the CDK stack sets these;
 * locally the local stack sets them (including the emulator endpoints).
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const env = {
  get region() {
    return process.env.AWS_REGION ?? 'us-east-1';
  },
  get tableName() {
    return required('TABLE_NAME');
  },
  get documentsBucket() {
    return required('DOCUMENTS_BUCKET');
  },
  get photosBucket() {
    return required('PHOTOS_BUCKET');
  },
  get mailQueueUrl() {
    return required('MAIL_QUEUE_URL');
  },
  get mailFrom() {
    return required('MAIL_FROM');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  /** Emulator endpoints; unset in AWS. */
  endpoint(service: 'dynamodb' | 's3' | 'sqs' | 'ses' | 'cognito'): string | undefined {
    return process.env[`ENDPOINT_${service.toUpperCase()}`] || undefined;
  },
};

/** Client options shared by every AWS SDK client: region, and the emulator endpoint when one is set. */
export function clientConfig(service: Parameters<typeof env.endpoint>[0]) {
  const endpoint = env.endpoint(service);
  return { region: env.region, ...(endpoint ? { endpoint } : {}) };
}
