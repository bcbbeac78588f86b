/**
 * What differs between deployed stages and is known only at deploy time (issue 24): the company's
 * contact addresses and each module's product URL, where signed access links point
 * (docs/module-access.md). One typed, validated value per stage; app-config.ts reads the context and
 * hands the result to the stacks. A later per-stage config file fills `StageInput` from a file instead
 * of `-c` context; the rules below stay.
 *
 * - `prod` takes every value explicitly: a missing one stops the synth, naming the context keys.
 * - `dev` takes explicit values first and derives the rest from the site's own address (`siteOrigin`):
 *   `Lunia <no-reply@<host>>`, `hello@<host>`, and `https://<module>.<host>/` for each module (module
 *   teams serve their dev landing there). Without either, the synth stops and says what to set.
 * - The local stack (`npm start`, the tests) does not synthesize: infra/local/handler-env.ts points the
 *   module URLs at the stand-in pages of infra/local/modules/.
 */

import { OPENABLE_MODULES, type OpenableModule } from '@lunia/shared/domain/module-access';
import * as z from 'zod/mini';

export const STAGES = ['dev', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
const mailbox = z.string().check(z.regex(/^[^<>@]+ <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>$/, 'must be `Name <address>`'));

export const stageValuesSchema = z.object({
  /** Sender of every e-mail, `Name <address>`; its address must be an SES-verified identity. */
  mailFrom: mailbox,
  /** The company's inbox: partner inquiries and contact messages are copied there. */
  companyInbox: z.email({ error: 'must be an e-mail address' }),
  /** Each module's product URL (its landing page that accepts Lunia's link). */
  moduleUrls: z.object({ bookrx: httpsUrl, shift: httpsUrl, core: httpsUrl }),
});
export type StageValues = z.infer<typeof stageValuesSchema>;

/** The context keys of the values (`-c <key>=…`). */
export const MODULE_URL_CONTEXT_KEYS: Record<OpenableModule, string> = {
  bookrx: 'bookrxUrl',
  shift: 'shiftUrl',
  core: 'coreUrl',
};

export interface StageInput {
  stage: Stage;
  /** The site's custom address (context `siteOrigin`), without a trailing slash. */
  siteOrigin?: string | undefined;
  mailFrom?: string | undefined;
  companyInbox?: string | undefined;
  moduleUrls?: Partial<Record<OpenableModule, string | undefined>>;
}

function derivedFromSite(siteOrigin: string): StageValues {
  // A site at www.<domain> has its mailboxes and its products' sites at <domain> (web/vite.config.ts agrees).
  const host = new URL(siteOrigin).hostname.replace(/^www\./, '');
  return {
    mailFrom: `Lunia <no-reply@${host}>`,
    companyInbox: `hello@${host}`,
    moduleUrls: { bookrx: `https://bookrx.${host}/`, shift: `https://shift.${host}/`, core: `https://core.${host}/` },
  };
}

/** The stage's values, validated; throws a message naming what to set when a value is missing or wrong. */
export function resolveStageValues(input: StageInput): StageValues {
  const derived = input.stage === 'dev' && input.siteOrigin ? derivedFromSite(input.siteOrigin) : undefined;
  const candidate = {
    mailFrom: input.mailFrom ?? derived?.mailFrom,
    companyInbox: input.companyInbox ?? derived?.companyInbox,
    moduleUrls: Object.fromEntries(
      OPENABLE_MODULES.map((module) => [module, input.moduleUrls?.[module] ?? derived?.moduleUrls[module]]),
    ),
  };
  const missing = [
    ...(candidate.mailFrom ? [] : ['mailFrom']),
    ...(candidate.companyInbox ? [] : ['companyInbox']),
    ...OPENABLE_MODULES.filter((module) => !candidate.moduleUrls[module]).map((m) => MODULE_URL_CONTEXT_KEYS[m]),
  ];
  if (missing.length > 0) {
    const hint =
      input.stage === 'prod'
        ? 'stage prod takes every value explicitly'
        : 'stage dev derives them from -c siteOrigin=https://<your domain> when they are not given';
    throw new Error(`Stage ${input.stage} needs ${missing.map((key) => `-c ${key}=…`).join(', ')} (${hint}).`);
  }
  const parsed = stageValuesSchema.safeParse(candidate);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Stage ${input.stage} has invalid values: ${problems.join('; ')}.`);
  }
  return parsed.data;
}
