/**
 * The daily removal of registrations never confirmed within 7 days (issue 25): an EventBridge
 * schedule (events/manifest.ts, `schedule` source) in AWS, a timer in the local stack. A second
 * delivery of the same event is harmless (each removal is conditional on the registration still
 * pending).
 */
import { removeUnconfirmedRegistrations } from '../use-cases/account/remove-unconfirmed-registrations';

export async function handler(): Promise<void> {
  await removeUnconfirmedRegistrations();
}
