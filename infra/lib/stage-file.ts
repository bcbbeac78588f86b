/**
 * One file per stage (issue 42): `infra/stages/<stage>.json` holds everything a deployed stage differs
 * by — where it lives (account, region), its address, mail sender, module URLs, where alarms go, logs,
 * threat protection and its monthly budget. `-c stage=<name>` picks the file; a preview stage reuses
 * another's with `-c stageFile=infra/stages/preview.json`. Nothing of a stage's own lives in shared
 * CDK context (cdk.context.json is one file for every stage, so staging would inherit prod's values):
 * the synth refuses the old `-c mailFrom=…` keys instead of silently ignoring them.
 *
 * The file's shape is checked here (no unknown keys, right types); its values are then validated by the
 * stage schema (./stage-config.ts, `resolveStageValues`), which also derives what a non-prod stage omits.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import * as z from 'zod/mini';
import { type CONTEXT_KEYS, resolveStageValues, type StageInput, type StageValues } from './stage-config';

/** Where CloudFront's WAF (CLOUDFRONT scope) and certificates live. */
export const CLOUDFRONT_REGION = 'us-east-1';

/** Cognito threat protection (Plus feature plan): off, audit only, or enforced (blocks risky sign-ins). */
export const THREAT_PROTECTION_MODES = ['off', 'audit', 'enforced'] as const;
export type ThreatProtectionMode = (typeof THREAT_PROTECTION_MODES)[number];

const text = z.string().check(z.minLength(1));
const awsRegion = z.string().check(z.regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'must be an AWS region such as us-east-1'));

export const stageFileSchema = z.strictObject({
  /** The AWS account the stage deploys to; required for prod (a deploy with other credentials fails). */
  account: z.optional(z.string().check(z.regex(/^\d{12}$/, 'must be a 12-digit AWS account id'))),
  /** The stage's region; the CloudFront WAF and certificate go to us-east-1 (an edge stack) when it is another. */
  region: awsRegion,
  siteOrigin: z.optional(text),
  domain: z.optional(z.strictObject({ name: text, hostedZoneId: text, hostedZoneName: text })),
  mailFrom: z.optional(text),
  companyInbox: z.optional(text),
  supportInbox: z.optional(text),
  dmarcReportAddress: z.optional(text),
  /** The account's SES maximum send rate and the bulk share of it (e-mails a second; issue 39). */
  sesSendRate: z.optional(z.number()),
  bulkSendRate: z.optional(z.number()),
  moduleUrls: z.optional(z.strictObject({ bookrx: z.optional(text), shift: z.optional(text), core: z.optional(text) })),
  /** Where alarms are e-mailed, or `none` for a stage whose alarms stay on the console (a choice, stated). */
  alarmEmail: text,
  logRetentionDays: z.optional(z.number()),
  logLevel: z.optional(text),
  inactivitySignOutMinutes: z.optional(z.strictObject({ admin: z.optional(z.number()), user: z.optional(z.number()) })),
  threatProtection: z.optional(z.enum(THREAT_PROTECTION_MODES)),
  /** The stage's monthly AWS Budget (USD): alerts at 80 % actual and 100 % forecast. */
  monthlyBudgetUsd: z.optional(z.number().check(z.int(), z.minimum(1))),
  /** Where AWS Backup copies each daily recovery point (a second region; infra/lib/data-backup.ts). */
  backupCopyRegion: z.optional(awsRegion),
  /**
   * The live table after a point-in-time restore (docs/runbook.md, "Restore the table"): the restored
   * table's name and its stream, written by `npm run ops:restore-table`; the stacks then use it instead
   * of the table the data stack created (docs/decisions/0134-restore-switches-by-stage-file.md).
   */
  table: z.optional(
    z.strictObject({
      name: z.string().check(z.regex(/^[A-Za-z0-9_.-]{3,255}$/, 'must be a DynamoDB table name')),
      streamArn: z
        .string()
        .check(
          z.regex(
            /^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/[A-Za-z0-9_.-]+\/stream\/\S+$/,
            "must be the table's stream ARN",
          ),
        ),
    }),
  ),
});
export type StageFile = z.infer<typeof stageFileSchema>;

/** What the stage file gives the app besides the stage values. */
export interface StageSettings {
  values: StageValues;
  siteUrl?: string;
  region: string;
  account?: string;
  threatProtection: ThreatProtectionMode;
  monthlyBudgetUsd: number;
  backupCopyRegion?: string;
  restoredTable?: RestoredTable;
}

/** A table restored from point-in-time recovery that the stacks use in place of the one they created. */
export interface RestoredTable {
  name: string;
  streamArn: string;
}

/** The `-c` keys that held stage values before the stage files; refused so a stale command line cannot mislead. */
export const RETIRED_CONTEXT_KEYS = [
  'mailFrom',
  'companyInbox',
  'supportInbox',
  'dmarcReportAddress',
  'sesSendRate',
  'bulkSendRate',
  'bookrxUrl',
  'shiftUrl',
  'coreUrl',
  'alarmEmail',
  'siteOrigin',
  'logRetentionDays',
  'logLevel',
  'domainName',
  'hostedZoneId',
  'hostedZoneName',
  'adminInactivityMinutes',
  'userInactivityMinutes',
  'region',
  'account',
] as const;

/**
 * A template's blank (infra/stage-examples/): `<` words with a space `>`, never an address in angle
 * brackets such as mailFrom's `Lunia <no-reply@…>`.
 */
const PLACEHOLDER = /<[^<>@]*\s[^<>@]*>/;

/** Where a parsed stage file still holds a placeholder, as `path (value)`. */
function placeholdersIn(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return PLACEHOLDER.test(value) ? [`${path} (${value})`] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => placeholdersIn(inner, path ? `${path}.${key}` : key));
}

export const stageFilePath = (repoRoot: string, stage: string) => join(repoRoot, 'infra/stages', `${stage}.json`);

export function readStageFile(path: string, repoRoot: string): StageFile {
  const shown = isAbsolute(path) ? relative(repoRoot, path) : path;
  if (!existsSync(path)) {
    throw new Error(
      `No stage file ${shown}: every stage is configured in infra/stages/<stage>.json (copy dev.json, or for staging and prod infra/stage-examples/<stage>.json with your account, domain and addresses), or reuses one with -c stageFile=<path> (docs/deploy.md, "What a stage is").`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Stage file ${shown} is not JSON: ${(error as Error).message}`);
  }
  const unfilled = placeholdersIn(json);
  if (unfilled.length > 0) {
    throw new Error(
      `Stage file ${shown} still holds the example's placeholders; put your own values in: ${unfilled.join(', ')}.`,
    );
  }
  const parsed = stageFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown key(s) ${issue.keys.join(', ')}`
        : `${issue.path.join('.') || '(file)'} ${issue.message}`,
    );
    throw new Error(`Stage file ${shown} is invalid: ${problems.join('; ')}.`);
  }
  return parsed.data;
}

/** The stage's settings from its file, validated by the stage schema; prod must pin account, domain and address. */
export function stageSettings(stage: string, file: StageFile): StageSettings {
  if (stage === 'prod') {
    const missing = (['account', 'domain', 'siteOrigin'] as const).filter((key) => file[key] === undefined);
    if (missing.length > 0)
      throw new Error(`Stage prod needs ${missing.join(', ')} in its stage file (infra/stages/prod.json).`);
    if (file.threatProtection !== undefined && file.threatProtection !== 'enforced')
      throw new Error('Stage prod keeps Cognito threat protection enforced (threatProtection: "enforced").');
  }
  if (file.backupCopyRegion !== undefined && file.backupCopyRegion === file.region)
    throw new Error(
      `Stage ${stage}: backupCopyRegion must be another region than ${file.region} (a copy in the same region survives nothing the original would not).`,
    );
  if (file.table && !file.table.streamArn.includes(`:table/${file.table.name}/stream/`))
    throw new Error(`Stage ${stage}: table.streamArn must be the stream of the table ${file.table.name}.`);
  const siteUrl = (file.siteOrigin ?? (file.domain ? `https://${file.domain.name}` : undefined))?.replace(/\/+$/, '');
  const values: NonNullable<StageInput['values']> & Partial<Record<keyof typeof CONTEXT_KEYS, string | undefined>> = {
    mailFrom: file.mailFrom,
    companyInbox: file.companyInbox,
    supportInbox: file.supportInbox,
    dmarcReportAddress: file.dmarcReportAddress,
    sesSendRate: file.sesSendRate?.toString(),
    bulkSendRate: file.bulkSendRate?.toString(),
    bookrx: file.moduleUrls?.bookrx,
    shift: file.moduleUrls?.shift,
    core: file.moduleUrls?.core,
    alarmEmail: file.alarmEmail === 'none' ? undefined : file.alarmEmail,
    logRetentionDays: file.logRetentionDays?.toString(),
    logLevel: file.logLevel,
    domainName: file.domain?.name,
    hostedZoneId: file.domain?.hostedZoneId,
    hostedZoneName: file.domain?.hostedZoneName,
    adminInactivityMinutes: file.inactivitySignOutMinutes?.admin?.toString(),
    userInactivityMinutes: file.inactivitySignOutMinutes?.user?.toString(),
  };
  return {
    values: resolveStageValues({ stage, ...(siteUrl ? { siteOrigin: siteUrl } : {}), values }),
    ...(siteUrl ? { siteUrl } : {}),
    region: file.region,
    ...(file.account ? { account: file.account } : {}),
    threatProtection: file.threatProtection ?? (stage === 'prod' ? 'enforced' : 'off'),
    monthlyBudgetUsd: file.monthlyBudgetUsd ?? (stage === 'prod' ? 500 : 50),
    ...(file.backupCopyRegion ? { backupCopyRegion: file.backupCopyRegion } : {}),
    ...(file.table ? { restoredTable: file.table } : {}),
  };
}
