/**
 * The daily review digest's entry: an EventBridge schedule (events/manifest.ts, `schedule` source) in
 * AWS, a timer in the local stack. A second run or delivery the same day sends nothing twice (the
 * digest's dedupe key is the admin and the day).
 */
import { sendReviewDigest } from '../use-cases/admin/send-review-digest';

export async function handler(): Promise<void> {
  await sendReviewDigest();
}
