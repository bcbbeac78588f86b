/**
 * Everything the CDK app reads from outside its code: the stage's file (infra/stages/<stage>.json,
 * picked by `-c stage=<name>`, ./stage-file.ts), a few cdk.json/`-c` switches and the environment. Read once here so stacks receive plain values and tests can pass their own.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from 'aws-cdk-lib';
import { checkStageName, type Stage, type StageValues } from './stage-config';
import {
  RETIRED_CONTEXT_KEYS,
  type RestoredTable,
  readStageFile,
  stageFilePath,
  stageSettings,
  type ThreatProtectionMode,
} from './stage-file';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface LuniaConfig extends StageValues {
  /**
   * Context `stage` (`dev` by default): part of every stack name and export, and which file gives the
   * stage's values (infra/stages/<stage>.json: contact addresses, module URLs, alarm e-mail, logs, domain).
   */
  stage: Stage;
  /**
   * The site's custom address (the stage file's `siteOrigin`, else its domain): links in e-mails (invitations) and, beside the
   * distribution's own domain, the upload buckets' CORS. Unset, the functions have no SITE_URL and
   * inviting fails with a clear log line; the deploy guide says to set it.
   */
  siteUrl?: string;
  /**
   * The stage file's `region` (and `account`, else CDK_DEFAULT_ACCOUNT for a dev stage): every stack's
   * environment, pinned. In a region other than us-east-1 a us-east-1 edge stack holds the CloudFront
   * WAF and certificate.
   */
  region: string;
  account?: string;
  /** Cognito threat protection (the Plus feature plan): enforced in prod (./stage-file.ts). */
  threatProtection: ThreatProtectionMode;
  /** The stage's monthly AWS Budget, USD. */
  monthlyBudgetUsd: number;
  /** The second region AWS Backup copies the daily recovery points to (none: no copy). */
  backupCopyRegion?: string;
  /** The table restored from point-in-time recovery that replaces the data stack's own (./stage-file.ts). */
  restoredTable?: RestoredTable;
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
  const retired = RETIRED_CONTEXT_KEYS.filter((key) => app.node.tryGetContext(key) !== undefined);
  if (retired.length > 0) {
    throw new Error(
      `${retired.map((key) => `-c ${key}`).join(', ')}: a stage's values live in its file, infra/stages/<stage>.json, not in CDK context (docs/deploy.md, "What a stage is").`,
    );
  }
  const stage = checkStageName(contextString(app, 'stage') ?? 'dev');
  const fileContext = contextString(app, 'stageFile');
  const file = readStageFile(fileContext ? resolve(repoRoot, fileContext) : stageFilePath(repoRoot, stage), repoRoot);
  const settings = stageSettings(stage, file);
  // With an account in the file, or the deploying credentials' (CDK_DEFAULT_ACCOUNT) when a dev stage omits it.
  const account = settings.account ?? process.env.CDK_DEFAULT_ACCOUNT;
  return {
    stage,
    ...settings.values,
    ...(settings.siteUrl ? { siteUrl: settings.siteUrl } : {}),
    region: settings.region,
    ...(account ? { account } : {}),
    threatProtection: settings.threatProtection,
    monthlyBudgetUsd: settings.monthlyBudgetUsd,
    ...(settings.backupCopyRegion ? { backupCopyRegion: settings.backupCopyRegion } : {}),
    ...(settings.restoredTable ? { restoredTable: settings.restoredTable } : {}),
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
