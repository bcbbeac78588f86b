/**
 * The daily pharmacist-in-charge coverage job's entry (issue 27): an EventBridge schedule
 * (events/manifest.ts, `schedule` source) in AWS, a timer in the local stack. A second delivery of
 * the same event is harmless (each change of coverage is recorded once).
 */
import { runCoverageCheck } from '../use-cases/locations/run-coverage-check';

export async function handler(): Promise<void> {
  await runCoverageCheck();
}
