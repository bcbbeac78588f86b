/**
 * The daily continuing-education reminder job's entry: an EventBridge schedule (events/manifest.ts,
 * `schedule` source) in AWS, a timer in the local stack. A second delivery is harmless: every
 * reminder is claimed once.
 */
import { runCeReminders } from '../use-cases/continuing-education/run-ce-reminders';

export async function handler(): Promise<void> {
  await runCeReminders();
}
