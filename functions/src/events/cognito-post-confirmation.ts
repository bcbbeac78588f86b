/**
 * Cognito's PostConfirmation trigger. After a password reset with an e-mailed code
 * (`PostConfirmation_ConfirmForgotPassword`) every session of the account ends (issue 25): the
 * session policy refuses every token from before the reset (use-cases/steps/end-sessions.ts), and
 * records the change, which the password-changed e-mail reacts to. The reset was done with a code
 * mailed to the address, so it also proves the e-mail and confirms a registration still waiting for
 * its code (issue 25). Other sources (a sign-up confirmation) change nothing: this pool creates its
 * users confirmed.
 *
 * Cognito waits for the trigger, so the new password works the moment the reset page says so; the
 * step waits for the next whole second (at most about one), as the API routes do.
 */
import { confirmRegistrationByReset } from '../data/pending-registrations';
import { forgetCachedSessionPolicy } from '../data/session-policy';
import { logger } from '../lib/logger';
import { endSessionsAndWait } from '../use-cases/steps/end-sessions';

export interface PostConfirmationEvent {
  triggerSource: string;
  userName: string;
  request: { userAttributes: Record<string, string | undefined> };
}

export async function handler<E extends PostConfirmationEvent>(event: E): Promise<E> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmForgotPassword') return event;
  // Users are created with their sub as the user id (lib/aws/cognito-admin.ts).
  const userId = event.request.userAttributes.sub;
  if (!userId) throw new Error('PostConfirmation without the user sub');
  if (await confirmRegistrationByReset(userId, new Date())) {
    forgetCachedSessionPolicy(userId);
    logger.info('Registration confirmed by a password reset', { userId });
  }
  await endSessionsAndWait(userId, 'password_reset');
  return event;
}
