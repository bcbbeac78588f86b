/**
 * Document reminders at scale, on a fresh local stack (issue: admin back office):
 * - the bulk request only records the job: its answer time for 10,000 recipients ÷ for 10 ≤ 1.5
 *   (median of several requests each);
 * - 10,000 reminders all reach the local mail store within 60 s: none lost, none twice.
 *
 * The 10,000 recipients are written straight to the table as unverified users. They are written
 * without the `entity` marker the table stream reacts to, so the stream does not spend minutes on
 * counters for bench users before it reaches the job; the worker reads them like any profile.
 */

import { startLocalStack } from '../../infra/local/stack';
import { accessTokenFor, apiClient, DEMO, readMailStore } from '../support/local-clients';
import { benchUserProfile, writeBenchItems } from './bench-table';
import type { BenchmarkResult } from './benchmark';

const RECIPIENTS = 10_000;
const DELIVERY_BUDGET_MS = 60_000;
const RATIO_BUDGET = 1.5;
const SAMPLES = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function benchReminders(): Promise<BenchmarkResult> {
  const stack = await startLocalStack({ seed: true, web: false, log: () => {} });
  try {
    const api = apiClient(stack);
    const token = await accessTokenFor(stack, DEMO.admin);
    const users = Array.from({ length: RECIPIENTS }, (_, n) => benchUserProfile('user', n, 'es'));
    await writeBenchItems(stack, users);
    const ids = users.map((u) => u.id);

    // 1. Delivery: 10,000 real recipients, one request, until every e-mail is in the mail store.
    const mailBefore = (await readMailStore(stack)).length;
    const started = performance.now();
    const response = await api('POST', '/api/admin/users/send-bulk-document-reminders', {
      token,
      body: { userIds: ids, language: 'es' },
    });
    const jobId = String(response.body.jobId);
    let job: { sent: number; failed: number; pending: number } = { sent: 0, failed: 0, pending: RECIPIENTS };
    while (performance.now() - started < 180_000) {
      const progress = await api('GET', `/api/admin/reminder-jobs/${jobId}`, { token });
      job = progress.body.job as typeof job;
      if (job.pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const deliveredMs = performance.now() - started;
    const mails = (await readMailStore(stack)).slice(mailBefore);
    const perAddress = new Map<string, number>();
    for (const mail of mails) {
      for (const to of mail.destination.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    }
    const expected = new Set(users.map((u) => u.email));
    const lost = [...expected].filter((email) => !perAddress.has(email)).length;
    const duplicates = [...perAddress.values()].filter((count) => count > 1).length;

    // 2. Answer time (measured last: the stack stops without working through these jobs): the API records the job whatever its size. Fake ids (their jobs fail fast in the worker).
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
    const ratio = median(large) / median(small);

    const failures: string[] = [];
    if (ratio > RATIO_BUDGET) failures.push(`bulk answer time ratio ${ratio.toFixed(2)} > ${RATIO_BUDGET}`);
    if (deliveredMs > DELIVERY_BUDGET_MS || job.pending > 0)
      failures.push(`10,000 reminders took ${(deliveredMs / 1000).toFixed(1)} s (pending ${job.pending})`);
    if (lost > 0 || duplicates > 0) failures.push(`${lost} lost, ${duplicates} sent more than once`);
    return {
      name: `Document reminders (bulk answer ratio ≤ ${RATIO_BUDGET}; ${RECIPIENTS} delivered ≤ ${DELIVERY_BUDGET_MS / 1000} s, none lost or twice)`,
      rows: [
        { measure: 'bulk answer, 10 recipients (median ms)', value: median(small).toFixed(1) },
        { measure: `bulk answer, ${RECIPIENTS} recipients (median ms)`, value: median(large).toFixed(1) },
        { measure: 'ratio', value: ratio.toFixed(2) },
        { measure: `${RECIPIENTS} reminders delivered (s)`, value: (deliveredMs / 1000).toFixed(1) },
        { measure: 'sent / failed / pending', value: `${job.sent} / ${job.failed} / ${job.pending}` },
        { measure: 'e-mails in the store', value: String(mails.length) },
        { measure: 'lost / duplicates', value: `${lost} / ${duplicates}` },
      ],
      failures,
    };
  } finally {
    await stack.stop();
  }
}
