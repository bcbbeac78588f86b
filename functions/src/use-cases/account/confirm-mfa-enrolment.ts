import { getSessionPolicy } from '../../data/session-policy';
import type { Caller } from '../../domain/caller';
import { hasCognitoTotp } from '../../lib/aws/cognito-admin';
import { actorOf, ownAccountRole } from '../steps/actor';
import { endSessionsAndWait } from '../steps/end-sessions';

/**
 * After the web enrolled an authenticator app with Cognito (AssociateSoftwareToken, VerifySoftwareToken,
 * TOTP preferred), the account records it. The request proves nothing by itself: Cognito is asked
 * whether TOTP is verified for this account (from then on Cognito asks for a code at every sign-in).
 * Not enrolled is answered as such and records nothing; asking again keeps the first time.
 *
 * Recording it ends every session of the account, this one included (issue 38): admin trust is per
 * session, and only a sign-in after the enrolment (which Cognito makes ask for the code) proves the
 * authenticator. The web then sends the person to sign in again, with the code.
 */
export async function confirmMfaEnrolment({ caller }: { caller: Caller }) {
  const policy = await getSessionPolicy(caller.userId);
  if (!(await hasCognitoTotp(caller.userId))) return { mfaEnrolled: false, mfaEnrolledAt: null };
  if (policy.mfaEnrolledAt) return { mfaEnrolled: true, mfaEnrolledAt: policy.mfaEnrolledAt };
  // The audit event `mfa_enrolled` is written with the session policy, in one transaction.
  const { at } = await endSessionsAndWait(caller.userId, 'mfa_enrolled', {
    actor: await actorOf(caller, ownAccountRole(caller)),
  });
  return { mfaEnrolled: true, mfaEnrolledAt: at };
}
