import type { BetaSignupBody } from '@lunia/shared/api/schemas/public';
import { putBetaApplicationOnce } from '../../data/beta-applications';
import { honeypotTriggered } from '../steps/honeypot';

/**
 * Stores a beta or waitlist application once per product and e-mail. The confirmation e-mail is
 * queued by the table-stream handler when the item is first inserted (an outbox), so a repeated
 * signup neither duplicates the application nor sends a second e-mail.
 */
export async function createBetaSignup({ form }: { form: BetaSignupBody }) {
  const { website: _honeypot, ...application } = form;
  if (!honeypotTriggered(form, 'beta signup')) {
    await putBetaApplicationOnce({ ...application, createdAt: new Date().toISOString() });
  }
  return { success: true as const };
}
