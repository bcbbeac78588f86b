/**
 * Registration must not tell whether an address has an account (issue 38), by its answer or by its
 * time: POST /api/auth/register for 20 new addresses and for 20 addresses that have an account, one of
 * each in turn (so the machine's load falls on both alike), after one warm-up of each. Budget: the
 * two medians within 20 % of each other. The accounts are distinct, so every "existing" request takes
 * the full path (the owner's notice is queued, not held back by its hourly cooldown).
 */
import { startLocalStack } from '../../infra/local/stack';
import { newAccount, registration } from '../support/accounts';
import { apiClient, uniqueEmail } from '../support/local-clients';
import type { BenchmarkResult } from './benchmark';

const SAMPLES = 20;
const BUDGET = 0.2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function benchRegistrationTiming(): Promise<BenchmarkResult> {
  const stack = await startLocalStack({ seed: false, web: false, log: () => {} });
  try {
    const api = apiClient(stack);
    const existing: string[] = [];
    for (let n = 0; n <= SAMPLES; n++) existing.push((await newAccount(stack, `bench-register-taken-${n}`)).email);
    await stack.drain();

    const timed = async (email: string) => {
      const started = performance.now();
      const response = await api('POST', '/api/auth/register', { body: registration(email) });
      const ms = performance.now() - started;
      if (response.status !== 201) throw new Error(`register: ${response.status} ${response.text}`);
      return { ms, body: JSON.stringify(response.body) };
    };
    // Warm-up: the first request of each path loads its code.
    await timed(uniqueEmail('bench-register-warm'));
    await timed(existing[SAMPLES] ?? '');

    const fresh: number[] = [];
    const taken: number[] = [];
    const bodies = new Set<string>();
    for (let n = 0; n < SAMPLES; n++) {
      const email = uniqueEmail(`bench-register-new-${n}`);
      const a = await timed(email);
      const b = await timed(existing[n] ?? '');
      fresh.push(a.ms);
      taken.push(b.ms);
      // The bodies differ only by the address they name.
      bodies.add(a.body.replace(email, '<address>'));
      bodies.add(b.body.replace(existing[n] ?? '', '<address>'));
    }
    await stack.drain();

    const newMedian = median(fresh);
    const takenMedian = median(taken);
    const ratio = newMedian / takenMedian;
    const failures: string[] = [];
    if (Math.abs(ratio - 1) > BUDGET) {
      failures.push(`medians ${newMedian.toFixed(0)} ms (new) vs ${takenMedian.toFixed(0)} ms (existing)`);
    }
    if (bodies.size !== 1) failures.push(`the two answers differ: ${[...bodies].join(' | ')}`);
    const row = (kind: string, values: number[]) => ({
      address: kind,
      requests: String(values.length),
      'median ms': median(values).toFixed(0),
      'min ms': Math.min(...values).toFixed(0),
      'max ms': Math.max(...values).toFixed(0),
    });
    return {
      name: `Registration timing, new vs existing address (budget: medians within ${BUDGET * 100} %; ratio ${ratio.toFixed(2)})`,
      rows: [row('new', fresh), row('has an account', taken)],
      failures,
    };
  } finally {
    await stack.stop();
  }
}
