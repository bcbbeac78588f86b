/**
 * The environment the handlers run with locally: the same variables the CDK stack sets in AWS
 * (functions/src/lib/env.ts), plus the emulator endpoints.
 */
import { OPENABLE_MODULES, type OpenableModule } from '@lunia/shared/domain/module-access';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './aws-local';
import { LOCAL_CUSTOM_SENDER_KEY_ARN } from './kms-local';

export const LOCAL_TABLE_NAME = 'lunia-local';
/** The SES configuration set the local functions name (its events come from the SES stand-in). */
export const LOCAL_SES_CONFIGURATION_SET = 'lunia-local-mail';
/** The set bulk mail (reminders) names locally, as in AWS (infra/lib/mail-deliverability.ts). */
export const LOCAL_SES_BULK_CONFIGURATION_SET = 'lunia-local-bulk-mail';
/** The local stage's support inbox: Reply-To of e-mails that invite a reply. */
export const LOCAL_SUPPORT_INBOX = 'support@lunia.local';

/**
 * Fixed development credentials of the local Stripe stand-in (infra/local/stripe/): it accepts
 * only this API key and signs its webhooks with this secret. Never valid anywhere else.
 */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_lunia_local';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_lunia_local_webhook_signing_secret';

/**
 * Billing's Stripe settings: the stand-in (its URL in `apiUrl`, the fixed credentials above), or, when
 * a developer points `npm start` at Stripe's test mode, their own test key and webhook secret and no URL.
 */
export interface LocalStripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The stand-in's base URL; undefined = the SDK's default, Stripe itself. */
  apiUrl?: string;
}

/**
 * Fixed development signing secrets of the module access links, one per module (in AWS each is a
 * generated Secrets Manager secret; infra/lib/data-stack.ts). The stand-in pages (./modules/) use the
 * same values, as a module team holds its own. Never valid anywhere else.
 */
export const LOCAL_MODULE_SIGNING_SECRETS: Record<OpenableModule, string> = {
  bookrx: 'lunia-local-bookrx-signing-secret',
  shift: 'lunia-local-shift-signing-secret',
  core: 'lunia-local-core-signing-secret',
};

/**
 * The public forms' own fixed development signing secret (their bot-check challenges; in AWS a
 * generated Secrets Manager secret, infra/lib/data-stack.ts). Shared with no module. Never valid anywhere else.
 */
export const LOCAL_FORM_CHALLENGE_SECRET = 'lunia-local-public-form-challenge-secret';

export function handlerEnvironment(options: {
  dynamodb: string;
  s3: string;
  sqs: string;
  ses: string;
  cognito: string;
  documentsBucket: string;
  photosBucket: string;
  backupsBucket: string;
  mailQueueUrl: string;
  mailDeadLetterQueueUrl: string;
  authMailQueueUrl: string;
  authMailDeadLetterQueueUrl: string;
  reminderQueueUrl: string;
  reminderDeadLetterQueueUrl: string;
  counterRecountQueueUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The web app's address (links in e-mails). */
  siteUrl: string;
  stripe: LocalStripeSettings;
  /** Each module's product URL: the stand-in landing pages (./modules/server.ts). */
  moduleUrls: Record<OpenableModule, string>;
}): Record<string, string> {
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: LOCAL_TABLE_NAME,
    DOCUMENTS_BUCKET: options.documentsBucket,
    PHOTOS_BUCKET: options.photosBucket,
    BACKUPS_BUCKET: options.backupsBucket,
    MAIL_QUEUE_URL: options.mailQueueUrl,
    MAIL_DLQ_URL: options.mailDeadLetterQueueUrl,
    AUTH_MAIL_QUEUE_URL: options.authMailQueueUrl,
    AUTH_MAIL_DLQ_URL: options.authMailDeadLetterQueueUrl,
    REMINDER_QUEUE_URL: options.reminderQueueUrl,
    REMINDER_DLQ_URL: options.reminderDeadLetterQueueUrl,
    COUNTER_RECOUNT_QUEUE_URL: options.counterRecountQueueUrl,
    MAIL_FROM: 'Lunia <no-reply@lunia.local>',
    // As in AWS, every send names the configuration set; the SES stand-in then publishes the mailbox
    // simulator's bounce, complaint and delivery events (infra/local/ses-simulator.ts).
    SES_CONFIGURATION_SET: LOCAL_SES_CONFIGURATION_SET,
    SES_BULK_CONFIGURATION_SET: LOCAL_SES_BULK_CONFIGURATION_SET,
    COMPANY_INBOX: 'hello@lunia.local',
    SUPPORT_INBOX: LOCAL_SUPPORT_INBOX,
    // Public forms per IP per 10 minutes: AWS keeps the default (10); locally every demo, test and
    // journey posts from 127.0.0.1, so the limit is higher (its test posts from its own address).
    PUBLIC_FORM_LIMIT_PER_IP: '60',
    // The public forms' challenges (in AWS: FORM_CHALLENGE_SECRET_ARN, a Secrets Manager secret).
    FORM_CHALLENGE_SECRET: LOCAL_FORM_CHALLENGE_SECRET,
    USER_POOL_ID: options.userPoolId,
    // Module access links: the stand-in pages and fixed development signing secrets (in AWS the
    // functions read generated secrets from Secrets Manager instead; see infra/lib/data-stack.ts).
    ...Object.fromEntries(
      OPENABLE_MODULES.flatMap((module) => [
        [`MODULE_URL_${module.toUpperCase()}`, options.moduleUrls[module]],
        [`MODULE_SIGNING_SECRET_${module.toUpperCase()}`, LOCAL_MODULE_SIGNING_SECRETS[module]],
      ]),
    ),
    SITE_URL: options.siteUrl,
    // Billing: in AWS the functions get STRIPE_SECRET_ARN (a Secrets Manager secret) instead.
    STRIPE_SECRET_KEY: options.stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: options.stripe.webhookSecret,
    ...(options.stripe.apiUrl ? { STRIPE_API_URL: options.stripe.apiUrl } : {}),
    USER_POOL_CLIENT_ID: options.userPoolClientId,
    ENDPOINT_DYNAMODB: options.dynamodb,
    ENDPOINT_S3: options.s3,
    ENDPOINT_SQS: options.sqs,
    ENDPOINT_SES: options.ses,
    ENDPOINT_COGNITO: options.cognito,
    // The local KMS of the Cognito custom e-mail sender lives in the Cognito proxy.
    ENDPOINT_KMS: options.cognito,
    CUSTOM_SENDER_KEY_ARN: LOCAL_CUSTOM_SENDER_KEY_ARN,
    // s3rver needs path-style URLs (functions/src/lib/aws/s3-objects.ts uses them whenever an S3
    // endpoint is set), and it stores an SDK S3 client's streamed uploads corrupted unless checksums
    // are only sent when required; the AWS SDK reads AWS_REQUEST_CHECKSUM_CALCULATION itself.
    S3_FORCE_PATH_STYLE: 'true',
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
  };
}

/** Variables the local stack sets only in some modes: an old value must not outlive the mode. */
const OPTIONAL_HANDLER_VARIABLES = ['STRIPE_API_URL', 'STRIPE_SECRET_ARN'];

/**
 * Handlers run in this process, so they read process.env. Credentials of the developer's own
 * AWS session must not leak into local calls (the SDK would send them to the emulators), and a
 * STRIPE_API_URL left in the shell must not send real-Stripe calls elsewhere.
 */
export function applyHandlerEnvironment(env: Record<string, string>): void {
  for (const name of ['AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_DEFAULT_PROFILE', ...OPTIONAL_HANDLER_VARIABLES]) {
    if (!(name in env)) delete process.env[name];
  }
  Object.assign(process.env, env);
}
