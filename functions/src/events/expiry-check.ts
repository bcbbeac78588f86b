/**
 * The daily expiry job's entry: an EventBridge schedule (events/manifest.ts, `schedule` source) in
 * AWS, a timer in the local stack. Runs the same use case as POST /api/admin/maintenance/expiry-check;
 * a second delivery of the same event is harmless (every reminder is claimed once).
 */
import { runExpiryCheck } from '../use-cases/admin/run-expiry-check';

export async function handler(): Promise<void> {
  await runExpiryCheck();
}
