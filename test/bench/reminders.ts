/**
 * Document reminders at scale (issue: admin back office), each measure on its own fresh local stack:
 * - the bulk request only records the job: its answer time for 10,000 recipients ÷ for 10 ≤ 1.5
 *   (median of several requests each), measured on an idle stack that is then stopped with the
 *   jobs' messages unprocessed (they would otherwise load the delivery measure);
 * - 10,000 reminders reach the local mail store: how long until the last one (budget 60 s), none
 *   lost, none twice.
 *
 * The 10,000 recipients are written straight to the table as unverified users, without the `entity`
 * marker the table stream reacts to, so the stream does not spend minutes on counters for bench users
 * before it reaches the job; the worker reads them like any profile.
 */

import { startLocalStack } from '../../infra/local/stack';
import { accessTokenFor, apiClient, DEMO, readMailStore } from '../support/local-clients';
import { benchUserProfile, writeBenchItems } from './bench-table';
import type { BenchmarkResult } from './benchmark';

const RECIPIENTS = 10_000;
const DELIVERY_BUDGET_MS = 60_000;
/** How long the delivery measure waits for the last e-mail before reporting what is still pending. */
const DELIVERY_WAIT_MS = 600_000;
const RATIO_BUDGET = 1.5;
const SAMPLES = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

type Stack = Awaited<ReturnType<typeof startLocalStack>>;

async function withStack<T>(run: (stack: Stack, token: string) => Promise<T>): Promise<T> {
  const stack = await startLocalStack({ seed: true, web: false, log: () => {} });
  try {
    return await run(stack, await accessTokenFor(stack, DEMO.admin));
  } finally {
    await stack.stop();
  }
}

/** Median answer times of a bulk request for 10 and for 10,000 recipients (ids that do not exist). */
function answerTimes() {
  return withStack(async (stack, token) => {
    const api = apiClient(stack);
    const timeBulk = async (count: number) => {
      const userIds = Array.from({ length: count }, (_, i) => `absent-${count}-${i}`);
      const started = performance.now();
      const response = await api('POST', '/api/admin/users/send-bulk-document-reminders', {
        token,
        body: { userIds, language: 'en' },
      });
      if (response.status !== 202) throw new Error(`bulk ${count}: ${response.status} ${response.text}`);
      return performance.now() - started;
    };
    await timeBulk(10); // warm the handlers
    const small: number[] = [];
    const large: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      small.push(await timeBulk(10));
      large.push(await timeBulk(RECIPIENTS));
    }
    return { small: median(small), large: median(large) };
  });
}

/** One bulk request to 10,000 real recipients, until every e-mail is in the mail store. */
function delivery() {
  return withStack(async (stack, token) => {
    const api = apiClient(stack);
    const users = Array.from({ length: RECIPIENTS }, (_, n) => benchUserProfile('user', n, 'es'));
    await writeBenchItems(stack, users);
    const mailBefore = (await readMailStore(stack)).length;
    const started = performance.now();
    const response = await api('POST', '/api/admin/users/send-bulk-document-reminders', {
      token,
      body: { userIds: users.map((u) => u.id), language: 'es' },
    });
    if (response.status !== 202) throw new Error(`bulk: ${response.status} ${response.text}`);
    const jobId = String(response.body.jobId);
    let job = { sent: 0, failed: 0, pending: RECIPIENTS };
    while (performance.now() - started < DELIVERY_WAIT_MS) {
      job = (await api('GET', `/api/admin/reminder-jobs/${jobId}`, { token })).body.job as typeof job;
      if (job.pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const ms = performance.now() - started;
    const mails = (await readMailStore(stack)).slice(mailBefore);
    const perAddress = new Map<string, number>();
    for (const mail of mails) {
      for (const to of mail.destination.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    }
    const lost = users.filter((u) => !perAddress.has(u.email)).length;
    const duplicates = [...perAddress.values()].filter((count) => count > 1).length;
    return { ms, job, mails: mails.length, lost, duplicates };
  });
}

export async function benchReminders(): Promise<BenchmarkResult> {
  const answers = await answerTimes();
  const sent = await delivery();
  const ratio = answers.large / answers.small;
  const failures: string[] = [];
  if (ratio > RATIO_BUDGET) failures.push(`bulk answer time ratio ${ratio.toFixed(2)} > ${RATIO_BUDGET}`);
  if (sent.ms > DELIVERY_BUDGET_MS || sent.job.pending > 0) {
    failures.push(`${RECIPIENTS} reminders took ${(sent.ms / 1000).toFixed(1)} s (pending ${sent.job.pending})`);
  }
  if (sent.lost > 0 || sent.duplicates > 0) failures.push(`${sent.lost} not delivered, ${sent.duplicates} twice`);
  return {
    name: `Document reminders (bulk answer ratio ≤ ${RATIO_BUDGET}; ${RECIPIENTS} delivered ≤ ${DELIVERY_BUDGET_MS / 1000} s, none lost or twice)`,
    rows: [
      { measure: 'bulk answer, 10 recipients (median ms)', value: answers.small.toFixed(1) },
      { measure: `bulk answer, ${RECIPIENTS} recipients (median ms)`, value: answers.large.toFixed(1) },
      { measure: 'ratio', value: ratio.toFixed(2) },
      { measure: `${RECIPIENTS} reminders delivered (s)`, value: (sent.ms / 1000).toFixed(1) },
      { measure: 'reminders per second', value: ((sent.job.sent + sent.job.failed) / (sent.ms / 1000)).toFixed(1) },
      { measure: 'sent / failed / pending', value: `${sent.job.sent} / ${sent.job.failed} / ${sent.job.pending}` },
      { measure: 'e-mails in the store', value: String(sent.mails) },
      { measure: 'not delivered / twice', value: `${sent.lost} / ${sent.duplicates}` },
    ],
    failures,
  };
}
