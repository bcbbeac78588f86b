import { registrationRequestsOf } from '../../data/registration-requests';
import { logDigest } from '../../lib/digest';
import { logger } from '../../lib/logger';
import { issueRegistrationCode } from '../steps/registration-code';

/**
 * Sends a new registration code (issues 25 and 38) if someone registered the address and it has no
 * account yet, within the limits of every e-mail code (60 seconds apart, 10 a day). Every address is
 * treated alike (steps/registration-code.ts): a send is recorded and the code's tries start again
 * whether or not there is anyone to mail, and the answer is the same, also when a limit holds the
 * code back (a 429 would only ever reach registered addresses). The page's countdown matches the
 * 60-second cooldown; a code held back by the daily limit is only in the log.
 */
export async function resendRegistrationCode({ email, now = new Date() }: { email: string; now?: Date }) {
  const address = email.toLowerCase();
  const [newest] = await registrationRequestsOf(address, now, 1);
  await issueRegistrationCode({ email: address, mailTo: newest, now });
  if (!newest) logger.info('Registration code asked for no waiting registration', { address: logDigest(address) });
  return {
    message: 'If an account with this address is waiting for confirmation, a new code is on its way.',
    email: address,
  };
}
