/**
 * What the function stacks (events, API routes) take from the data and auth stacks, and how it
 * becomes each function's environment, permission targets and code.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { FunctionNeeds } from '../../shared/src/api/function-needs';
import type { RouteDef } from '../../shared/src/api/route-def';
import { mailFromAddress } from './app-config';
import { functionEnvironment } from './function-environment';
import type { PermissionTargets } from './function-permissions';

export interface SharedResources {
  table: dynamodb.ITable;
  documentsBucket: s3.IBucket;
  photosBucket: s3.IBucket;
  /** Exports for recovery; its name goes only to functions whose needs include 'backups:write'. */
  backupsBucket: s3.IBucket;
  mailQueue: sqs.IQueue;
  mailDeadLetterQueue: sqs.IQueue;
  /** Password-reset and e-mail verification codes (their own queue and worker). */
  authMailQueue: sqs.IQueue;
  authMailDeadLetterQueue: sqs.IQueue;
  reminderQueue: sqs.IQueue;
  reminderDeadLetterQueue: sqs.IQueue;
  /** One message per step of a counter recount job. */
  counterRecountQueue: sqs.IQueue;
  /** E-mails one reminder worker may send per second (the SES quota shared by its concurrency). */
  reminderSendRate?: number;
  userPool: cognito.IUserPool;
  /** ARN of the key Cognito encrypts one-time codes with (custom e-mail sender). */
  customSenderKeyArn: string;
  mailFrom: string;
  /** The SES configuration set every send names (infra/lib/mail-deliverability.ts). */
  mailConfigurationSet?: string;
  /** The configuration set bulk mail (reminders) names (issue 39). */
  bulkMailConfigurationSet?: string;
  /** Reply-To of the e-mails that invite a reply, and the support contact they name. */
  supportInbox?: string;
  companyInbox: string;
  /** The site's address for links in e-mails. */
  siteUrl?: string;
  /** The public forms' own signing secret (their challenge key; issue 25). */
  formChallengeSecret?: secretsmanager.ISecret;
  /** Module access links (docs/module-access.md): each module's product URL and signing secret. */
  moduleUrls?: Readonly<Record<string, string>>;
  moduleSigningSecrets?: Readonly<Record<string, secretsmanager.ISecret>>;
  /** The payment provider's credentials; its ARN goes only to functions that need to read it. */
  billingSecret?: secretsmanager.ISecret;
}

/** Where a handler's deployable code comes from; tests may substitute inline stubs. */
export type FunctionCodeSource = (handler: string) => lambda.Code;

/** `functions/dist/<handler>`, as written by functions/build.ts. */
export function bundledCode(functionsDistDir: string): FunctionCodeSource {
  return (handler) => {
    const dir = join(functionsDistDir, handler);
    if (!existsSync(join(dir, 'index.mjs'))) {
      throw new Error(`${dir}/index.mjs is missing: run \`npm run build:functions\` before synthesizing`);
    }
    return lambda.Code.fromAsset(dir);
  };
}

/**
 * A function's environment. Most variables are the same for every function; the ARN of the billing
 * secret is given only to functions whose `needs` allow reading it.
 */
export function environmentOf(resources: SharedResources, needs: FunctionNeeds = []): Record<string, string> {
  const readsBillingSecret = needs.includes('secrets:billing:read');
  // Every module's secret for the access routes only; the public forms have a secret of their own.
  const readsModuleSecrets = needs.includes('secrets:module-signing:read');
  const readsFormSecret = needs.includes('secrets:form-challenge:read');
  const writesBackups = needs.includes('backups:write');
  const moduleSecretArns = readsModuleSecrets
    ? Object.entries(resources.moduleSigningSecrets ?? {}).map(
        ([module, secret]) => [module, secret.secretArn] as const,
      )
    : [];
  return functionEnvironment({
    tableName: resources.table.tableName,
    documentsBucketName: resources.documentsBucket.bucketName,
    photosBucketName: resources.photosBucket.bucketName,
    mailQueueUrl: resources.mailQueue.queueUrl,
    mailDeadLetterQueueUrl: resources.mailDeadLetterQueue.queueUrl,
    authMailQueueUrl: resources.authMailQueue.queueUrl,
    authMailDeadLetterQueueUrl: resources.authMailDeadLetterQueue.queueUrl,
    reminderQueueUrl: resources.reminderQueue.queueUrl,
    reminderDeadLetterQueueUrl: resources.reminderDeadLetterQueue.queueUrl,
    counterRecountQueueUrl: resources.counterRecountQueue.queueUrl,
    ...(resources.reminderSendRate ? { reminderSendRate: resources.reminderSendRate } : {}),
    mailFrom: resources.mailFrom,
    ...(resources.mailConfigurationSet ? { sesConfigurationSet: resources.mailConfigurationSet } : {}),
    ...(resources.bulkMailConfigurationSet ? { sesBulkConfigurationSet: resources.bulkMailConfigurationSet } : {}),
    ...(resources.supportInbox ? { supportInbox: resources.supportInbox } : {}),
    companyInbox: resources.companyInbox,
    userPoolId: resources.userPool.userPoolId,
    customSenderKeyArn: resources.customSenderKeyArn,
    ...(resources.siteUrl ? { siteUrl: resources.siteUrl } : {}),
    ...(resources.moduleUrls ? { moduleUrls: resources.moduleUrls } : {}),
    moduleSigningSecretArns: Object.fromEntries(moduleSecretArns),
    ...(readsBillingSecret && resources.billingSecret ? { billingSecretArn: resources.billingSecret.secretArn } : {}),
    ...(readsFormSecret && resources.formChallengeSecret
      ? { formChallengeSecretArn: resources.formChallengeSecret.secretArn }
      : {}),
    ...(writesBackups ? { backupsBucketName: resources.backupsBucket.bucketName } : {}),
  });
}

const MANIFEST_FILES = {
  route: 'the route manifest (shared/src/api/routes/*.ts)',
  event: 'the event manifest (functions/src/events/manifest.ts)',
} as const;

/**
 * The needs a deployed function's manifest entry declares (an empty list is a declaration too).
 * The manifest types require them of every implemented entry; this stops the synth of one that got
 * past the types (a cast through `unknown`, plain JavaScript), so no function deploys with unstated rights.
 */
export function declaredNeeds(
  entry: { handler: string; needs?: FunctionNeeds | undefined },
  manifest: keyof typeof MANIFEST_FILES,
): FunctionNeeds {
  if (!Array.isArray(entry.needs)) {
    throw new Error(
      `${entry.handler} is deployed but declares no needs: add \`needs\` to its entry in ${MANIFEST_FILES[manifest]}`,
    );
  }
  return entry.needs;
}

/**
 * A route's needs as deployed: its declared `needs`, plus AdminGetUser (`users:read`) on every admin
 * and super-admin route, whose handler stack reads the caller's MFA state from Cognito on every
 * request (functions/src/lib/http/request-context.ts, issue 25).
 */
export function routeNeeds(route: RouteDef): FunctionNeeds {
  const needs = declaredNeeds(route, 'route');
  const adminRoute = route.access === 'admin' || route.access === 'super-admin';
  return adminRoute && !needs.includes('users:read') ? [...needs, 'users:read'] : needs;
}

export function permissionTargetsOf(resources: SharedResources): PermissionTargets {
  return {
    table: resources.table,
    mailQueue: resources.mailQueue,
    mailDeadLetterQueue: resources.mailDeadLetterQueue,
    authMailQueue: resources.authMailQueue,
    authMailDeadLetterQueue: resources.authMailDeadLetterQueue,
    reminderQueue: resources.reminderQueue,
    reminderDeadLetterQueue: resources.reminderDeadLetterQueue,
    counterRecountQueue: resources.counterRecountQueue,
    documentsBucket: resources.documentsBucket,
    photosBucket: resources.photosBucket,
    backupsBucket: resources.backupsBucket,
    userPool: resources.userPool,
    ...(resources.formChallengeSecret ? { formChallengeSecret: resources.formChallengeSecret } : {}),
    ...(resources.moduleSigningSecrets ? { moduleSigningSecrets: resources.moduleSigningSecrets } : {}),
    ...(resources.billingSecret ? { billingSecret: resources.billingSecret } : {}),
    mailFromAddress: mailFromAddress(resources.mailFrom),
    ...(resources.mailConfigurationSet ? { mailConfigurationSet: resources.mailConfigurationSet } : {}),
    ...(resources.bulkMailConfigurationSet ? { bulkMailConfigurationSet: resources.bulkMailConfigurationSet } : {}),
  };
}
