import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { forgetCachedSessionPolicy, getSessionPolicy, mfaEnrolledChange } from '../../data/session-policy';
import { writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { hasCognitoTotp } from '../../lib/aws/cognito-admin';
import { actorNameOf, ownAccountRole } from '../steps/actor';

/**
 * After the web enrolled an authenticator app with Cognito (AssociateSoftwareToken, VerifySoftwareToken,
 * TOTP preferred), the account records it. The request proves nothing by itself: Cognito is asked
 * whether TOTP is verified for this account (from then on Cognito asks for a code at every sign-in).
 * Not enrolled is answered as such and records nothing; asking again keeps the first time.
 */
export async function confirmMfaEnrolment({ caller }: { caller: Caller }) {
  const policy = await getSessionPolicy(caller.userId);
  if (!(await hasCognitoTotp(caller.userId))) return { mfaEnrolled: false, mfaEnrolledAt: null };
  if (policy.mfaEnrolledAt) return { mfaEnrolled: true, mfaEnrolledAt: policy.mfaEnrolledAt };
  const at = new Date();
  await writeTransaction([
    mfaEnrolledChange(caller.userId, at),
    putAuditEvent(
      newAuditEvent({
        targetType: 'USER',
        targetId: caller.userId,
        at: at.toISOString(),
        action: 'mfa_enrolled',
        actorId: caller.userId,
        actorRole: ownAccountRole(caller),
        actorName: await actorNameOf(caller),
      }),
    ),
  ]);
  forgetCachedSessionPolicy(caller.userId);
  return { mfaEnrolled: true, mfaEnrolledAt: at.toISOString() };
}
