/**
 * Disabling and enabling an account (super_admin, issue 13). Disabling writes the session policy
 * (every request with the account's tokens is refused from now on), the profile's flag the admin lists
 * show and the audit event in one transaction, then disables the Cognito user and revokes its refresh
 * tokens. Repeating it repeats only the Cognito calls (which repairs a half-done earlier attempt);
 * enabling lets the account sign in again, while sessions from before the disable stay ended.
 */
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { disableChange, enableChange, forgetCachedSessionPolicy, getSessionPolicy } from '../../data/session-policy';
import { writeTransaction } from '../../data/transactions';
import { accountDisabledChange, getUserProfile } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';
import { disableCognitoUser, enableCognitoUser } from '../../lib/aws/cognito-admin';
import { logger } from '../../lib/logger';
import { actorNameOf } from './actor';

export async function setAccountDisabled(input: {
  caller: Caller;
  userId: string | undefined;
  disabled: boolean;
}): Promise<{ userId: string; disabled: boolean }> {
  const { caller, disabled } = input;
  const user = input.userId ? await getUserProfile(input.userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND', 'User not found.');
  if (user.id === caller.userId) throw new AppError('SELF_DISABLE_FORBIDDEN');
  const policy = await getSessionPolicy(user.id);
  const at = new Date();
  // Enabling: Cognito first, so the table never says "enabled" while Cognito still refuses sign-in.
  if (!disabled) await cognitoCall(() => enableCognitoUser(user.id));
  if (policy.disabled !== disabled) {
    await writeTransaction(
      [
        disabled ? disableChange(user.id, at, caller.userId) : enableChange(user.id, at, caller.userId),
        accountDisabledChange(user.id, disabled),
        putAuditEvent(
          newAuditEvent({
            targetType: 'USER',
            targetId: user.id,
            at: at.toISOString(),
            action: disabled ? 'account_disabled' : 'account_enabled',
            actorId: caller.userId,
            actorRole: 'admin',
            actorName: await actorNameOf(caller),
          }),
        ),
      ],
      new AppError('CONFLICT', 'This account was changed meanwhile. Reload and try again.'),
    );
    forgetCachedSessionPolicy(user.id);
  }
  // Disabling: the table refuses the sessions already; Cognito then refuses sign-in and refresh.
  if (disabled) await cognitoCall(() => disableCognitoUser(user.id));
  return { userId: user.id, disabled };
}

async function cognitoCall(call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (error) {
    logger.error('Cognito account access call failed', { error: error as Error });
    throw new AppError('SERVICE_UNAVAILABLE', 'The sign-in service did not answer. Please try again.');
  }
}
