/**
 * What differs between deployed stages (issues 24 and 26), in one typed, validated value per stage:
 * the company's contact addresses, each module's product URL (docs/module-access.md), where alarms go,
 * log retention and level, and the optional custom domain. app-config.ts reads the stage's file
 * (infra/stages/<stage>.json, ./stage-file.ts) and hands the result to the stacks; `STAGE_PRESETS` below holds what each named stage fixes in code.
 *
 * - A stage name is 2–20 of `a-z`, `0-9` and `-`: it is part of every stack name and export
 *   (`Lunia-<stage>-Data`), so stages deploy side by side in one account.
 * - `prod` takes its deploy-time values explicitly (mail sender, company inbox, module URLs, alarm
 *   e-mail): a missing one stops the synth, naming the file's keys.
 * - Any other stage takes explicit values first, derives the rest from the site's own address
 *   (`siteOrigin`: `Lunia <no-reply@<host>>`, `hello@<host>`, `https://<module>.<host>/`) and, with
 *   neither, synthesizes offline on the local host name (`lunia.local`, as the web build does): such a
 *   stage deploys, but sends mail only once a real sender is configured (docs/deploy.md).
 * - The local stack (`npm start`, the tests) does not synthesize: infra/local/handler-env.ts points the
 *   module URLs at the stand-in pages of infra/local/modules/.
 */

import { OPENABLE_MODULES } from '@lunia/shared/domain/module-access';
import * as z from 'zod/mini';

/** Stage names: part of stack names and exports (CloudFormation allows letters, digits and `-`). */
export const STAGE_NAME = /^[a-z0-9-]{2,20}$/;
export type Stage = string;

/** The host every non-prod stage falls back to without a site address (web/vite.config.ts agrees). */
export const OFFLINE_HOST = 'lunia.local';

/** Automatic sign-out after inactivity (issue 25): admins 15 minutes, everyone else 60, unless the stage says otherwise. */
export const INACTIVITY_MINUTES = { admin: 15, user: 60 } as const;

/** CloudWatch Logs retention values (days) a stage may choose. */
export const LOG_RETENTION_DAYS = [7, 14, 30, 60, 90, 180, 365, 731, 1827, 3653] as const;
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;

/**
 * SES's default production sending rate (e-mails a second, per account and region), and the part of
 * it bulk mail leaves to transactional mail (codes, security notices, decisions) by default: bulk
 * gets the rate minus this headroom, or half the rate when the rate is small (the sandbox's 1/s).
 */
export const SES_DEFAULT_SEND_RATE = 14;
export const TRANSACTIONAL_HEADROOM_PER_SECOND = 4;

/** The bulk share of an account rate, when the stage does not name one. */
export const defaultBulkSendRate = (sesSendRate: number) =>
  sesSendRate - Math.min(TRANSACTIONAL_HEADROOM_PER_SECOND, sesSendRate / 2);

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
const mailbox = z.string().check(z.regex(/^[^<>@]+ <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>$/, 'must be `Name <address>`'));
const hostName = z
  .string()
  .check(z.regex(/^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a host name'));

export const stageValuesSchema = z.object({
  /** Sender of every e-mail, `Name <address>`; its domain is the SES identity (docs/deploy.md). */
  mailFrom: mailbox,
  /** The company's inbox: partner inquiries and contact messages are copied there. */
  companyInbox: z.email({ error: 'must be an e-mail address' }),
  /** Where replies to Lunia's e-mails go (their Reply-To) and the support contact the e-mails name. */
  supportInbox: z.email({ error: 'must be an e-mail address' }),
  /** The DMARC record's aggregate-report address (`rua`), published with a hosted zone (mail-deliverability.ts). */
  dmarcReportAddress: z.email({ error: 'must be an e-mail address' }),
  /**
   * E-mails a second: the account's SES maximum send rate, and the part of it bulk mail (reminders)
   * may use; the rest is left to transactional mail, which is never paced (docs/deploy.md).
   */
  mailRates: z
    .object({
      ses: z.number().check(z.positive({ error: 'must be a positive number' })),
      bulk: z.number().check(z.positive({ error: 'must be a positive number' })),
    })
    .check(
      z.refine((rates) => rates.bulk < rates.ses, {
        error: 'bulk must be below the SES rate, leaving room for transactional mail',
        path: ['bulk'],
      }),
    ),
  /** Each module's product URL (its landing page that accepts Lunia's link). */
  moduleUrls: z.object({ bookrx: httpsUrl, shift: httpsUrl, core: httpsUrl }),
  /** Where the alarm topic e-mails (confirmed once by its owner); none: alarms only on the console. */
  alarmEmail: z.optional(z.email({ error: 'must be an e-mail address' })),
  logRetentionDays: z.union(LOG_RETENTION_DAYS.map((days) => z.literal(days))),
  logLevel: z.enum(LOG_LEVELS),
  /**
   * The site's custom domain, served by CloudFront with an ACM certificate (us-east-1) validated in
   * the Route 53 hosted zone, where the alias records go; the API stays behind it at `/api/*`.
   */
  domain: z.optional(
    z.object({
      name: hostName,
      hostedZoneId: z.string().check(z.regex(/^Z[A-Z0-9]{4,32}$/, 'must be a Route 53 hosted zone id')),
      hostedZoneName: hostName,
    }),
  ),
  /** Stateful stacks refuse deletion (termination protection) and their data is kept on teardown. */
  protectData: z.boolean(),
  /**
   * Minutes without activity before the web signs a person out (admins, everyone else), written to the
   * site's /config.json (web/src/lib/auth/auth-config.ts reads it; a warning shows a minute before).
   */
  inactivitySignOutMinutes: z.object({
    admin: z.number().check(z.int(), z.minimum(2), z.maximum(24 * 60)),
    user: z.number().check(z.int(), z.minimum(2), z.maximum(24 * 60)),
  }),
});
export type StageValues = z.infer<typeof stageValuesSchema>;

/** The values' keys; FILE_KEYS says where each one is written in the stage file (./stage-file.ts). */
export const CONTEXT_KEYS = {
  mailFrom: 'mailFrom',
  companyInbox: 'companyInbox',
  supportInbox: 'supportInbox',
  dmarcReportAddress: 'dmarcReportAddress',
  sesSendRate: 'sesSendRate',
  bulkSendRate: 'bulkSendRate',
  bookrx: 'bookrxUrl',
  shift: 'shiftUrl',
  core: 'coreUrl',
  alarmEmail: 'alarmEmail',
  logRetentionDays: 'logRetentionDays',
  logLevel: 'logLevel',
  domainName: 'domainName',
  hostedZoneId: 'hostedZoneId',
  hostedZoneName: 'hostedZoneName',
  adminInactivityMinutes: 'adminInactivityMinutes',
  userInactivityMinutes: 'userInactivityMinutes',
} as const;
/** Where each value is written in `infra/stages/<stage>.json`. */
export const FILE_KEYS: Record<keyof typeof CONTEXT_KEYS, string> = {
  mailFrom: 'mailFrom',
  companyInbox: 'companyInbox',
  supportInbox: 'supportInbox',
  dmarcReportAddress: 'dmarcReportAddress',
  sesSendRate: 'sesSendRate',
  bulkSendRate: 'bulkSendRate',
  bookrx: 'moduleUrls.bookrx',
  shift: 'moduleUrls.shift',
  core: 'moduleUrls.core',
  alarmEmail: 'alarmEmail',
  logRetentionDays: 'logRetentionDays',
  logLevel: 'logLevel',
  domainName: 'domain.name',
  hostedZoneId: 'domain.hostedZoneId',
  hostedZoneName: 'domain.hostedZoneName',
  adminInactivityMinutes: 'inactivitySignOutMinutes.admin',
  userInactivityMinutes: 'inactivitySignOutMinutes.user',
};
export const MODULE_URL_CONTEXT_KEYS = {
  bookrx: CONTEXT_KEYS.bookrx,
  shift: CONTEXT_KEYS.shift,
  core: CONTEXT_KEYS.core,
};

interface StagePreset {
  logRetentionDays: StageValues['logRetentionDays'];
  logLevel: StageValues['logLevel'];
  protectData: boolean;
  /** Context keys this stage must be given (no derived or offline value). */
  required: (keyof typeof CONTEXT_KEYS)[];
}

/** What each stage fixes in code; a stage not named here is a development or review stage. */
export const STAGE_PRESETS: Record<string, StagePreset> = {
  prod: {
    logRetentionDays: 365,
    logLevel: 'INFO',
    protectData: true,
    required: ['mailFrom', 'companyInbox', 'supportInbox', 'bookrx', 'shift', 'core', 'alarmEmail', 'domainName'],
  },
  staging: { logRetentionDays: 90, logLevel: 'INFO', protectData: false, required: [] },
};
const OTHER_STAGES: StagePreset = { logRetentionDays: 30, logLevel: 'DEBUG', protectData: false, required: [] };

export interface StageInput {
  stage: Stage;
  /** The site's custom address (the stage file's `siteOrigin`), without a trailing slash. */
  siteOrigin?: string | undefined;
  /** Explicit values (from the stage file) by key of CONTEXT_KEYS. */
  values?: Partial<Record<keyof typeof CONTEXT_KEYS, string | undefined>>;
}

function derivedFromHost(host: string) {
  return {
    mailFrom: `Lunia <no-reply@${host}>`,
    companyInbox: `hello@${host}`,
    supportInbox: `support@${host}`,
    bookrx: `https://bookrx.${host}/`,
    shift: `https://shift.${host}/`,
    core: `https://core.${host}/`,
  };
}

/** The domain of a `Name <address>` sender (or of a bare address), lower-cased. */
function senderDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** The account's SES rate (default SES_DEFAULT_SEND_RATE) and the bulk share (default: minus the headroom). */
function mailRates(ses: string | undefined, bulk: string | undefined) {
  const sesRate = ses ? Number(ses) : SES_DEFAULT_SEND_RATE;
  return { ses: sesRate, bulk: bulk ? Number(bulk) : defaultBulkSendRate(sesRate) };
}

/** A stage name that can be part of stack names, or a message saying what is allowed. */
export function checkStageName(stage: string): Stage {
  if (!STAGE_NAME.test(stage))
    throw new Error(`Stage name "${stage}" is not allowed: use 2 to 20 of a-z, 0-9 and "-" (e.g. -c stage=staging).`);
  return stage;
}

/** The stage's values, validated; throws a message naming what to set when a value is missing or wrong. */
export function resolveStageValues(input: StageInput): StageValues {
  const stage = checkStageName(input.stage);
  const preset = STAGE_PRESETS[stage] ?? OTHER_STAGES;
  const given = input.values ?? {};
  const missing = preset.required.filter((key) => !given[key]);
  if (missing.length > 0) {
    throw new Error(
      `Stage ${stage} needs ${missing.map((key) => FILE_KEYS[key]).join(', ')} in infra/stages/${stage}.json (stage ${stage} takes every value explicitly).`,
    );
  }
  // A site at www.<domain> has its mailboxes and its products' sites at <domain> (web/vite.config.ts agrees).
  // Offline, the host carries the stage: its SES identity (the sender's domain) is one per account and
  // region, so two offline stages must not share it (issue 42).
  const host = input.siteOrigin ? new URL(input.siteOrigin).hostname.replace(/^www\./, '') : `${stage}.${OFFLINE_HOST}`;
  const derived = derivedFromHost(host);
  const pick = (key: keyof typeof derived) => given[key] ?? derived[key];
  const domainGiven = [given.domainName, given.hostedZoneId, given.hostedZoneName];
  if (domainGiven.some(Boolean) && !domainGiven.every(Boolean)) {
    throw new Error(
      `Stage ${stage}: a custom domain needs ${FILE_KEYS.domainName}, ${FILE_KEYS.hostedZoneId} and ${FILE_KEYS.hostedZoneName} together.`,
    );
  }
  const candidate = {
    mailFrom: pick('mailFrom'),
    companyInbox: pick('companyInbox'),
    supportInbox: pick('supportInbox'),
    // Reports go to the sender's own domain: a `rua` elsewhere needs that domain's consent record (RFC 7489 §7.1).
    dmarcReportAddress: given.dmarcReportAddress ?? `dmarc-reports@${senderDomain(pick('mailFrom'))}`,
    mailRates: mailRates(given.sesSendRate, given.bulkSendRate),
    moduleUrls: Object.fromEntries(OPENABLE_MODULES.map((module) => [module, pick(module)])),
    ...(given.alarmEmail ? { alarmEmail: given.alarmEmail } : {}),
    logRetentionDays: given.logRetentionDays ? Number(given.logRetentionDays) : preset.logRetentionDays,
    logLevel: given.logLevel ?? preset.logLevel,
    ...(given.domainName
      ? { domain: { name: given.domainName, hostedZoneId: given.hostedZoneId, hostedZoneName: given.hostedZoneName } }
      : {}),
    protectData: preset.protectData,
    inactivitySignOutMinutes: {
      admin: given.adminInactivityMinutes ? Number(given.adminInactivityMinutes) : INACTIVITY_MINUTES.admin,
      user: given.userInactivityMinutes ? Number(given.userInactivityMinutes) : INACTIVITY_MINUTES.user,
    },
  };
  const parsed = stageValuesSchema.safeParse(candidate);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Stage ${stage} has invalid values: ${problems.join('; ')}.`);
  }
  return parsed.data;
}

/** Names that must be unique per account and region carry the stage: `Lunia-<stage>-<part>`. */
export const stagedName = (stage: Stage, part: string) => `Lunia-${stage}-${part}`;

/** The data stack's output naming the table the functions use (after a restore, the restored one); ops commands read it. */
export const LIVE_TABLE_OUTPUT = 'LiveTableName';
