/**
 * The environment every function receives. The names are the ones functions/src/lib/env.ts reads
 * (a test checks the two agree); the local stack sets the same names for the emulators.
 */
export interface FunctionEnvironmentValues {
  tableName: string;
  documentsBucketName: string;
  photosBucketName: string;
  /** The backups bucket; set only on functions whose needs include 'backups:write'. */
  backupsBucketName?: string;
  mailQueueUrl: string;
  mailDeadLetterQueueUrl: string;
  /** Password-reset and e-mail verification codes (functions/src/lib/aws/mail-queue.ts). */
  authMailQueueUrl: string;
  authMailDeadLetterQueueUrl: string;
  reminderQueueUrl: string;
  reminderDeadLetterQueueUrl: string;
  /** The counter recount's queue (one message per step of a recount job). */
  counterRecountQueueUrl: string;
  /** E-mails per second one reminder worker may send; unset = no pacing. */
  reminderSendRate?: number;
  mailFrom: string;
  /** The SES configuration set every send names (its events feed the suppression list; mail-deliverability.ts). */
  sesConfigurationSet?: string;
  /** The SES configuration set bulk mail (reminders) names: its own events, paced apart (issue 39). */
  sesBulkConfigurationSet?: string;
  /** The stage's support inbox: Reply-To of e-mails that invite a reply, and the contact they name. */
  supportInbox?: string;
  /** Where copies of partner inquiries and contact messages go (read by the stream consumer). */
  companyInbox: string;
  userPoolId: string;
  /** The key Cognito encrypts one-time codes with; read by the custom e-mail sender. */
  customSenderKeyArn: string;
  /** Each module's product URL, where its signed access links point (MODULE_URL_<MODULE>). */
  moduleUrls?: Readonly<Record<string, string>>;
  /** The site's address (`https://…`, no trailing slash) for links in e-mails. */
  siteUrl?: string;
  /**
   * ARNs of the module signing secrets (MODULE_SIGNING_SECRET_ARN_<MODULE>), only those the function's
   * needs allow it to read (shared-resources.ts).
   */
  moduleSigningSecretArns?: Readonly<Record<string, string>>;
  /**
   * ARN of the Secrets Manager secret with the payment provider's credentials; set only on functions
   * whose needs include 'secrets:billing:read' (shared-resources.ts).
   */
  billingSecretArn?: string;
  /** ARN of the public forms' signing secret; set only on functions whose needs include 'secrets:form-challenge:read'. */
  formChallengeSecretArn?: string;
}

export const SERVICE_NAME = 'lunia';

/**
 * The ARN of the secret whose value CloudFront adds on `/api/*` (functions/src/lib/env.ts,
 * originVerifySecretArn; read with a bounded cache, lib/aws/cached-secret.ts); set by the routes
 * stacks, unset locally.
 */
export const ORIGIN_VERIFY_SECRET_ARN_ENV = 'ORIGIN_VERIFY_SECRET_ARN';

/** `{ bookrx: v }` → `{ <prefix>BOOKRX: v }`, as functions/src/lib/env.ts reads them. */
function moduleVariables(prefix: string, values: Readonly<Record<string, string>> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([module, value]) => [`${prefix}${module.toUpperCase()}`, value]),
  );
}

export function functionEnvironment(values: FunctionEnvironmentValues): Record<string, string> {
  return {
    TABLE_NAME: values.tableName,
    DOCUMENTS_BUCKET: values.documentsBucketName,
    PHOTOS_BUCKET: values.photosBucketName,
    ...(values.backupsBucketName ? { BACKUPS_BUCKET: values.backupsBucketName } : {}),
    MAIL_QUEUE_URL: values.mailQueueUrl,
    MAIL_DLQ_URL: values.mailDeadLetterQueueUrl,
    AUTH_MAIL_QUEUE_URL: values.authMailQueueUrl,
    AUTH_MAIL_DLQ_URL: values.authMailDeadLetterQueueUrl,
    REMINDER_QUEUE_URL: values.reminderQueueUrl,
    REMINDER_DLQ_URL: values.reminderDeadLetterQueueUrl,
    COUNTER_RECOUNT_QUEUE_URL: values.counterRecountQueueUrl,
    ...(values.reminderSendRate ? { REMINDER_SEND_RATE: String(values.reminderSendRate) } : {}),
    MAIL_FROM: values.mailFrom,
    ...(values.sesConfigurationSet ? { SES_CONFIGURATION_SET: values.sesConfigurationSet } : {}),
    ...(values.sesBulkConfigurationSet ? { SES_BULK_CONFIGURATION_SET: values.sesBulkConfigurationSet } : {}),
    ...(values.supportInbox ? { SUPPORT_INBOX: values.supportInbox } : {}),
    COMPANY_INBOX: values.companyInbox,
    USER_POOL_ID: values.userPoolId,
    CUSTOM_SENDER_KEY_ARN: values.customSenderKeyArn,
    ...moduleVariables('MODULE_URL_', values.moduleUrls),
    ...(values.siteUrl ? { SITE_URL: values.siteUrl } : {}),
    ...moduleVariables('MODULE_SIGNING_SECRET_ARN_', values.moduleSigningSecretArns),
    ...(values.billingSecretArn ? { STRIPE_SECRET_ARN: values.billingSecretArn } : {}),
    ...(values.formChallengeSecretArn ? { FORM_CHALLENGE_SECRET_ARN: values.formChallengeSecretArn } : {}),
    POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
    // No NODE_OPTIONS=--enable-source-maps: bundles ship without source maps (they are kept aside
    // by functions/build.ts), so the flag would only slow every cold start down.
  };
}
