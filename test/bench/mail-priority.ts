/**
 * Transactional mail never waits behind bulk (issue 39). On a fresh local stack whose SES stand-in
 * enforces the account's send rate (14 e-mails a second, SES's production default: throttled sends
 * are refused as SES refuses them, infra/local/ses-send-rate.ts), an admin starts a bulk reminder run
 * to 1,000 recipients; once it is sending at full pace, three people ask for a password-reset code,
 * one after the other. The measure: from the request (Cognito's ForgotPassword) until the code is in
 * the local mailbox, while the bulk run is still going; beside it the same on the idle stack just
 * before the run (the local stack runs every function in one process, so the bulk run's work also
 * slows the code's path here, which it cannot in AWS). Budget: the median under 5 seconds.
 *
 * Two runs, each on its own stack: the stage default (bulk paced to the SES rate minus the headroom
 * for transactional mail, infra/lib/stage-config.ts) and, for comparison, bulk paced to the whole
 * account rate (no headroom), which is what the headroom prevents. Locally the reminder worker's
 * instances share one process and so one pacer: REMINDER_SEND_RATE is the stage's whole bulk rate
 * here, where in AWS each of the worker's concurrent instances gets its share (infra/lib/lunia-app.ts).
 */
import { ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { defaultBulkSendRate, SES_DEFAULT_SEND_RATE } from '../../infra/lib/stage-config';
import { LOCAL_SES_BULK_CONFIGURATION_SET, LOCAL_SES_CONFIGURATION_SET } from '../../infra/local/handler-env';
import { startLocalStack } from '../../infra/local/stack';
import { cognitoFor, newAccount } from '../support/accounts';
import { accessTokenFor, apiClient, DEMO, readMailStore } from '../support/local-clients';
import { benchUserProfile, writeBenchItems } from './bench-table';
import type { BenchmarkResult } from './benchmark';

const RECIPIENTS = 1_000;
const BUDGET_MS = 5_000;
/** Reminders in the mailbox before the reset is asked for: the bulk run is at full pace. */
const BULK_UNDER_WAY = 40;
const WAIT_MS = 120_000;

const RESETS_DURING_BULK = 3;

interface Run {
  bulkRate: number;
  idleMs: number;
  /** Each reset code's time during the bulk run. */
  resetMs: number[];
  /** The job's figures when the code arrived. */
  sentBefore: number;
  pendingAtArrival: number;
  /** Reminders a second in the mailbox over the measure. */
  bulkPace: number;
  /** Sends SES refused, transactional and bulk. */
  throttled: { transactional: number; bulk: number };
  /** When Cognito answered each ForgotPassword during the run (the code's trigger has run by then). */
  answeredMs: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (ms: number) => (Number.isNaN(ms) ? 'never' : (ms / 1000).toFixed(2));

type Stack = Awaited<ReturnType<typeof startLocalStack>>;

/**
 * Asks for a reset code for `email`: ms until Cognito answered (its custom sender has queued the code
 * by then) and until the code is in the mailbox (NaN: not within WAIT_MS).
 */
async function resetCodeTime(stack: Stack, email: string): Promise<{ answeredMs: number; mailMs: number }> {
  const cognito = cognitoFor(stack);
  const asked = performance.now();
  try {
    await cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPool.clientId, Username: email }));
    const answeredMs = performance.now() - asked;
    while (performance.now() - asked < WAIT_MS) {
      const mail = (await readMailStore(stack)).find(
        (m) => m.destination.to.includes(email) && /reset/i.test(m.subject),
      );
      if (mail) return { answeredMs, mailMs: performance.now() - asked };
      await sleep(50);
    }
    return { answeredMs, mailMs: Number.NaN };
  } finally {
    cognito.destroy();
  }
}

async function measure(bulkRate: number): Promise<Run> {
  const stack = await startLocalStack({ seed: true, web: false, log: () => {}, sesMaxSendRate: SES_DEFAULT_SEND_RATE });
  const previousRate = process.env.REMINDER_SEND_RATE;
  try {
    const api = apiClient(stack);
    const token = await accessTokenFor(stack, DEMO.admin);
    const people = [];
    for (let n = 0; n <= RESETS_DURING_BULK; n++) people.push((await newAccount(stack, `bench-reset-${n}`)).email);
    const users = Array.from({ length: RECIPIENTS }, (_, n) => benchUserProfile('mailprio', n, 'en'));
    await writeBenchItems(stack, users);
    await stack.drain();
    const idleMs = (await resetCodeTime(stack, people[RESETS_DURING_BULK] ?? '')).mailMs;
    // The handlers run in this process and read the rate on every send (functions/src/lib/env.ts).
    process.env.REMINDER_SEND_RATE = String(bulkRate);

    const isReminder = (to: string[]) => to.some((address) => address.endsWith('@bench.lunia.local'));
    const reminders = async () => (await readMailStore(stack)).filter((mail) => isReminder(mail.destination.to));
    const started = await api('POST', '/api/admin/users/send-bulk-document-reminders', {
      token,
      body: { userIds: users.map((user) => user.id), language: 'en' },
    });
    if (started.status !== 202) throw new Error(`bulk: ${started.status} ${started.text}`);
    const jobId = String(started.body.jobId);
    const begun = performance.now();
    while ((await reminders()).length < BULK_UNDER_WAY) {
      if (performance.now() - begun > WAIT_MS) throw new Error('The bulk run did not start');
      await sleep(100);
    }

    const before = (await reminders()).length;
    const asked = performance.now();
    const resetMs: number[] = [];
    const answeredMs: number[] = [];
    for (const email of people.slice(0, RESETS_DURING_BULK)) {
      const time = await resetCodeTime(stack, email);
      resetMs.push(time.mailMs);
      answeredMs.push(time.answeredMs);
    }
    const after = (await reminders()).length;
    const job = (await api('GET', `/api/admin/reminder-jobs/${jobId}`, { token })).body.job as {
      sent: number;
      pending: number;
    };
    return {
      bulkRate,
      idleMs,
      resetMs,
      sentBefore: before,
      pendingAtArrival: job.pending,
      bulkPace: (after - before) / ((performance.now() - asked) / 1000),
      throttled: {
        transactional: stack.sesThrottled()[LOCAL_SES_CONFIGURATION_SET] ?? 0,
        bulk: stack.sesThrottled()[LOCAL_SES_BULK_CONFIGURATION_SET] ?? 0,
      },
      answeredMs,
    };
  } finally {
    if (previousRate === undefined) delete process.env.REMINDER_SEND_RATE;
    else process.env.REMINDER_SEND_RATE = previousRate;
    await stack.stop();
  }
}

export async function benchMailPriority(): Promise<BenchmarkResult> {
  const stageDefault = await measure(defaultBulkSendRate(SES_DEFAULT_SEND_RATE));
  const noHeadroom = await measure(SES_DEFAULT_SEND_RATE);
  const failures: string[] = [];
  if (!(median(stageDefault.resetMs) < BUDGET_MS)) {
    failures.push(`the reset codes took ${stageDefault.resetMs.map(seconds).join(', ')} s during the bulk run`);
  }
  if (stageDefault.pendingAtArrival === 0) failures.push('the bulk run had finished before the code arrived');
  const row = (label: string, run: Run) => ({
    run: label,
    'bulk paced (e-mails/s)': String(run.bulkRate),
    'reset code, idle (s)': seconds(run.idleMs),
    'reset codes during bulk (s)': run.resetMs.map(seconds).join(' / '),
    'median (s)': seconds(median(run.resetMs)),
    'Cognito answered (s)': run.answeredMs.map(seconds).join(' / '),
    'reminders before': String(run.sentBefore),
    'bulk pending at arrival': String(run.pendingAtArrival),
    'bulk pace observed (/s)': run.bulkPace.toFixed(1),
    'SES throttled: codes / bulk': `${run.throttled.transactional} / ${run.throttled.bulk}`,
  });
  return {
    name: `Mail priority: a password-reset code during a ${RECIPIENTS}-recipient bulk run, SES at ${SES_DEFAULT_SEND_RATE}/s (stage default < ${BUDGET_MS / 1000} s)`,
    rows: [row('stage default', stageDefault), row('no headroom (comparison)', noHeadroom)],
    failures,
  };
}
