/**
 * Everything the CDK app reads from outside its code: cdk.json context (`-c key=value`) and the
 * environment. Read once here so stacks receive plain values and tests can pass their own.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENABLE_MODULES } from '@lunia/shared/domain/module-access';
import type { App } from 'aws-cdk-lib';
import { MODULE_URL_CONTEXT_KEYS, resolveStageValues, STAGES, type Stage, type StageValues } from './stage-config';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface LuniaConfig extends StageValues {
  /**
   * Context `stage` (`dev` by default, or `prod`): which rules give the contact addresses and the
   * module URLs (./stage-config.ts; context `mailFrom`, `companyInbox`, `bookrxUrl`, `shiftUrl`, `coreUrl`).
   */
  stage: Stage;
  /**
   * The site's custom address (context `siteOrigin`): links in e-mails (invitations) and, beside the
   * distribution's own domain, the upload buckets' CORS. Unset, the functions have no SITE_URL and
   * inviting fails with a clear log line; the deploy guide says to set it.
   */
  siteUrl?: string;
  /**
   * Context `region` (and `account`, else CDK_DEFAULT_ACCOUNT): the stacks' environment. Unset, the
   * stacks are environment-agnostic (synth needs no credentials) and the app must be deployed to
   * us-east-1, where the CloudFront WAF lives; set to another region, a us-east-1 edge stack holds it.
   */
  region?: string;
  account?: string;
  /** Allow USER_PASSWORD_AUTH on the app client; off in AWS, where the web signs in with SRP. */
  allowPasswordAuth: boolean;
  /** Folder of the bundled functions (one sub-folder per handler); see functions/build.ts. */
  functionsDistDir: string;
  /** The built web app, deployed to the site bucket when it exists at synth time. */
  webDistDir: string;
  /** Run cdk-nag (and CDK's template validator). Off in template unit tests for speed. */
  validation: boolean;
}

function contextString(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function contextFlag(app: App, key: string): boolean | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined) return undefined;
  return value === true || value === 'true';
}

export function readConfig(app: App, overrides: Partial<LuniaConfig> = {}): LuniaConfig {
  const siteOrigin = contextString(app, 'siteOrigin');
  const region = contextString(app, 'region');
  const account = contextString(app, 'account') ?? (region ? process.env.CDK_DEFAULT_ACCOUNT : undefined);
  const siteUrl = siteOrigin?.replace(/\/+$/, '');
  const stage = contextString(app, 'stage') ?? 'dev';
  if (!(STAGES as readonly string[]).includes(stage))
    throw new Error(`Unknown stage ${stage}: use ${STAGES.join(' or ')}.`);
  const stageValues = resolveStageValues({
    stage: stage as Stage,
    siteOrigin: siteUrl,
    mailFrom: contextString(app, 'mailFrom'),
    companyInbox: contextString(app, 'companyInbox'),
    moduleUrls: Object.fromEntries(
      OPENABLE_MODULES.map((module) => [module, contextString(app, MODULE_URL_CONTEXT_KEYS[module])]),
    ),
  });
  return {
    stage: stage as Stage,
    ...stageValues,
    ...(siteUrl ? { siteUrl } : {}),
    ...(region ? { region } : {}),
    ...(account ? { account } : {}),
    allowPasswordAuth: contextFlag(app, 'allowPasswordAuth') ?? false,
    functionsDistDir: join(repoRoot, 'functions/dist'),
    webDistDir: join(repoRoot, 'web/dist'),
    validation: contextFlag(app, 'validation') ?? process.env.CDK_VALIDATION !== 'false',
    ...overrides,
  };
}

/** The e-mail address inside `Name <address>` (or the value itself when it is a bare address). */
export function mailFromAddress(mailFrom: string): string {
  const match = /<([^>]+)>/.exec(mailFrom);
  return (match?.[1] ?? mailFrom).trim();
}

export function webDistExists(config: LuniaConfig): boolean {
  return existsSync(join(config.webDistDir, 'index.html'));
}
