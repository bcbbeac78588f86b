import type { BetaSignupBody } from '@lunia/shared/api/schemas/public';
import { putBetaApplicationOnce } from '../../data/beta-applications';
import type { VisitorEvent } from '../steps/public-form-guard';
import { acceptPublicForm } from '../steps/public-form-submission';

/**
 * Stores a beta or waitlist application once per product and e-mail, once the bot check and the
 * per-IP limit let it through (steps/public-form-guard.ts). The confirmation e-mail is
 * queued by the table-stream handler when the item is first inserted (an outbox), so a repeated
 * signup neither duplicates the application nor sends a second e-mail.
 */
export async function createBetaSignup({ form, event }: { form: BetaSignupBody; event: VisitorEvent }) {
  return acceptPublicForm({ form: 'beta-signup', what: 'beta signup', body: form, event }, (application) =>
    putBetaApplicationOnce({ ...application, createdAt: new Date().toISOString() }),
  );
}
