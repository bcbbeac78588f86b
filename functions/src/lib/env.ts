import type { OpenableModule } from '@lunia/shared/domain/module-access';

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
  /** Where exports for recovery go (the daily user-pool export; infra/lib/data-backup.ts). */
  get backupsBucket() {
    return required('BACKUPS_BUCKET');
  },
  get mailQueueUrl() {
    return required('MAIL_QUEUE_URL');
  },
  /** Password-reset and e-mail verification codes: their own queue and worker (lib/aws/mail-queue.ts). */
  get authMailQueueUrl() {
    return required('AUTH_MAIL_QUEUE_URL');
  },
  /** The document-reminder queue (one message per recipient of a reminder job). */
  get reminderQueueUrl() {
    return required('REMINDER_QUEUE_URL');
  },
  /** The counter recount's queue (one message per step of a recount job). */
  get counterRecountQueueUrl() {
    return required('COUNTER_RECOUNT_QUEUE_URL');
  },
  /** Dead-letter queues, read for system health only. */
  get mailDeadLetterQueueUrl() {
    return required('MAIL_DLQ_URL');
  },
  get authMailDeadLetterQueueUrl() {
    return required('AUTH_MAIL_DLQ_URL');
  },
  get reminderDeadLetterQueueUrl() {
    return required('REMINDER_DLQ_URL');
  },
  /**
   * E-mails one reminder worker may send per second (SES sending quota ÷ the worker's maximum
   * concurrency); unset = no pacing (the local stack).
   */
  get reminderSendRatePerSecond(): number | undefined {
    const value = Number(process.env.REMINDER_SEND_RATE);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  },
  /**
   * Submissions of one public form accepted from one IP per 10 minutes (use-cases/steps/public-form-guard.ts).
   * Unset in AWS (10); the local stack sets more, since every test and demo posts from 127.0.0.1.
   */
  get publicFormLimitPerIp(): number {
    const value = Number(process.env.PUBLIC_FORM_LIMIT_PER_IP);
    return Number.isInteger(value) && value > 0 ? value : 10;
  },
  /**
   * log2 of scrypt's N for the passwords of waiting registrations (domain/account/registration-password.ts).
   * Unset in AWS (14, OWASP's minimum); only the local test stacks set 10 (record 0123), since every
   * test account is a registration, made and confirmed. A value outside 10–17 is refused.
   */
  get registrationHashLog2N(): number | undefined {
    const value = process.env.REGISTRATION_HASH_LOG2_N;
    return value ? Number(value) : undefined;
  },
  get mailFrom() {
    return required('MAIL_FROM');
  },
  /**
   * The SES configuration set every send names (SES_CONFIGURATION_SET): its event destination reports
   * bounces, complaints and deliveries (events/ses-events.ts). Unset, mail goes out without events.
   */
  get sesConfigurationSet(): string | undefined {
    return process.env.SES_CONFIGURATION_SET || undefined;
  },
  /**
   * The configuration set bulk mail (reminders) names (SES_BULK_CONFIGURATION_SET, issue 39): its
   * events feed the same suppression list, its reputation figures are its own. Unset, bulk mail names
   * the transactional set.
   */
  get sesBulkConfigurationSet(): string | undefined {
    return process.env.SES_BULK_CONFIGURATION_SET || undefined;
  },
  /** The stage's support inbox (SUPPORT_INBOX): Reply-To of e-mails that invite a reply; unset, none. */
  get supportInbox(): string | undefined {
    return process.env.SUPPORT_INBOX || undefined;
  },
  /** The company's inbox: copies of partner inquiries and contact messages go there. */
  get companyInbox() {
    return required('COMPANY_INBOX');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  /** The KMS key Cognito encrypts one-time codes with for the custom e-mail sender (its ARN). */
  get customSenderKeyArn() {
    return required('CUSTOM_SENDER_KEY_ARN');
  },
  /**
   * The product URL of a module, where its signed access links point (MODULE_URL_<MODULE>, deploy-time
   * configuration per stage: infra/lib/stage-config.ts; locally the stand-in pages of infra/local/modules/).
   * Undefined when the stage gives none: the access routes then refuse with a clear log line.
   */
  moduleUrl(module: OpenableModule): string | undefined {
    return process.env[`MODULE_URL_${module.toUpperCase()}`] || undefined;
  },
  /**
   * A module's signing secret itself (local stack, tests: MODULE_SIGNING_SECRET_<MODULE>) or, in AWS,
   * the Secrets Manager secret holding it (MODULE_SIGNING_SECRET_ARN_<MODULE>;
   * lib/aws/module-signing-secret.ts reads it once per container).
   */
  moduleSigningSecret(module: OpenableModule): string | undefined {
    return process.env[`MODULE_SIGNING_SECRET_${module.toUpperCase()}`] || undefined;
  },
  moduleSigningSecretArn(module: OpenableModule): string | undefined {
    return process.env[`MODULE_SIGNING_SECRET_ARN_${module.toUpperCase()}`] || undefined;
  },
  /**
   * The public forms' own signing secret (issue 25: not a module's): the value itself locally and in
   * tests (FORM_CHALLENGE_SECRET), in AWS the ARN of its Secrets Manager secret (FORM_CHALLENGE_SECRET_ARN).
   */
  get formChallengeSecret() {
    return process.env.FORM_CHALLENGE_SECRET || undefined;
  },
  get formChallengeSecretArn() {
    return process.env.FORM_CHALLENGE_SECRET_ARN || undefined;
  },
  /**
   * The payment provider (Stripe). Locally (and in tests) the key and webhook secret are fixed
   * development values and STRIPE_API_URL is the local stack's stand-in; in AWS the function gets
   * only the ARN of a Secrets Manager secret holding both (lib/aws/payment-provider.ts).
   */
  get stripeSecretKey() {
    return process.env.STRIPE_SECRET_KEY || undefined;
  },
  get stripeWebhookSecret() {
    return process.env.STRIPE_WEBHOOK_SECRET || undefined;
  },
  get stripeSecretArn() {
    return process.env.STRIPE_SECRET_ARN || undefined;
  },
  get stripeApiUrl() {
    return process.env.STRIPE_API_URL || undefined;
  },
  /**
   * The site's address for links in e-mails (invitations), without a trailing slash. Optional: the CDK
   * context `siteOrigin` sets it; without it, features that e-mail links refuse with a clear error.
   */
  get siteUrl(): string | undefined {
    return process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
  },
  /**
   * The secret CloudFront sends on the `/api/*` origin (lib/http/origin-check.ts). Unset (locally, in
   * tests) the check is off.
   */
  get originVerifySecret(): string | undefined {
    return process.env.ORIGIN_VERIFY_SECRET || undefined;
  },
  /** In AWS: the ARN of the origin secret, read with a bounded cache (lib/aws/cached-secret.ts). */
  get originVerifySecretArn(): string | undefined {
    return process.env.ORIGIN_VERIFY_SECRET_ARN || undefined;
  },
  /** Emulator endpoints; unset in AWS. */
  endpoint(service: 'dynamodb' | 's3' | 'sqs' | 'ses' | 'cognito' | 'secretsmanager' | 'kms'): string | undefined {
    return process.env[`ENDPOINT_${service.toUpperCase()}`] || undefined;
  },
};

/** Client options shared by every AWS SDK client: region, and the emulator endpoint when one is set. */
export function clientConfig(service: Parameters<typeof env.endpoint>[0]) {
  const endpoint = env.endpoint(service);
  return { region: env.region, ...(endpoint ? { endpoint } : {}) };
}
