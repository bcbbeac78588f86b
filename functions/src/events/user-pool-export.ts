/**
 * The daily user-pool export's entry: an EventBridge schedule (events/manifest.ts, `schedule` source)
 * in AWS, a timer in the local stack. A second run the same day writes the same file again.
 */
import { exportUserPool } from '../use-cases/maintenance/export-user-pool';

export async function handler(): Promise<void> {
  await exportUserPool();
}
