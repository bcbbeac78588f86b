import { registrationRequestsOf } from '../../data/registration-requests';
import { logDigest } from '../../lib/digest';
import { logger } from '../../lib/logger';
import { issueRegistrationCode } from '../steps/registration-code';

/**
 * Sends a new registration code (issues 25 and 38) if someone registered the address and it has no
 * account yet, within the limits of every e-mail code (60 seconds apart, 10 a day). Every address is
 * treated alike (steps/registration-code.ts): a send is recorded and the code's tries start again
 * whether or not there is anyone to mail, and the answer is the same, also when a limit holds the
 * code back (a 429 would only ever reach registered addresses). Since a send is recorded for every
 * address (a registration of an address that has an account records one too), whether a code was
 * issued and from when the next may be are the same for all, and the answer says both (issue 40):
 * the page then says what happened and counts down to `nextCodeAt`.
 */
export async function resendRegistrationCode({ email, now = new Date() }: { email: string; now?: Date }) {
  const address = email.toLowerCase();
  const [newest] = await registrationRequestsOf(address, now, 1);
  const { issued, nextCodeAt } = await issueRegistrationCode({ email: address, mailTo: newest, now });
  if (!newest) logger.info('Registration code asked for no waiting registration', { address: logDigest(address) });
  return {
    message: issued
      ? 'If an account with this address is waiting for confirmation, a new code is on its way.'
      : 'No new code was sent: the last one was sent moments ago. Use it, or ask again later.',
    email: address,
    codeSent: issued,
    nextCodeAt,
  };
}
