/**
 * Everything the CDK app reads from outside its code: cdk.json context (`-c key=value`) and the
 * environment. Read once here so stacks receive plain values and tests can pass their own.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from 'aws-cdk-lib';
import { CONTEXT_KEYS, resolveStageValues, type Stage, type StageValues } from './stage-config';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface LuniaConfig extends StageValues {
  /**
   * Context `stage` (`dev` by default): part of every stack name and export, and which rules give the
   * stage's values (./stage-config.ts: contact addresses, module URLs, alarm e-mail, logs, domain).
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
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function contextFlag(app: App, key: string): boolean | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined) return undefined;
  return value === true || value === 'true';
}

export function readConfig(app: App, overrides: Partial<LuniaConfig> = {}): LuniaConfig {
  // Without -c siteOrigin, a stage with a custom domain is served at that domain.
  const domainName = contextString(app, CONTEXT_KEYS.domainName);
  const siteOrigin = contextString(app, 'siteOrigin') ?? (domainName ? `https://${domainName}` : undefined);
  const region = contextString(app, 'region');
  const account = contextString(app, 'account') ?? (region ? process.env.CDK_DEFAULT_ACCOUNT : undefined);
  const siteUrl = siteOrigin?.replace(/\/+$/, '');
  const stage = contextString(app, 'stage') ?? 'dev';
  const stageValues = resolveStageValues({
    stage,
    siteOrigin: siteUrl,
    values: Object.fromEntries(
      Object.entries(CONTEXT_KEYS).map(([key, contextKey]) => [key, contextString(app, contextKey)]),
    ),
  });
  return {
    stage,
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
