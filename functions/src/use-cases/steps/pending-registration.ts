/**
 * The account an address belongs to, with its session policy, and the notice to an address that
 * already has an account (registration and e-mail change, issues 25 and 38). Neither tells the caller
 * whether the address has an account.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE } from '@lunia/shared/domain/constants';
import { claimAcknowledgement } from '../../data/rate-limits';
import { getSessionPolicy, type SessionPolicy } from '../../data/session-policy';
import { findUserIdByEmail } from '../../data/user-claims';
import { getUserProfile, type UserProfile } from '../../data/user-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { keyDigest, logDigest } from '../../lib/digest';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';

/** At most one "someone tried to register your address" e-mail per address in this time. */
export const REGISTRATION_NOTICE_COOLDOWN_SECONDS = 60 * 60;

export interface AccountOfAddress {
  userId: string;
  profile: UserProfile | undefined;
  policy: SessionPolicy;
}

/** The account holding `email` (its unique claim), with its profile and session policy; undefined if none. */
export async function accountOfAddress(email: string): Promise<AccountOfAddress | undefined> {
  const userId = await findUserIdByEmail(email);
  if (!userId) return undefined;
  const [profile, policy] = await Promise.all([getUserProfile(userId), getSessionPolicy(userId)]);
  return { userId, profile, policy };
}

/**
 * Someone registered an address that has an account, or made it another account's new e-mail
 * (`attempt: 'change'`): nothing is created or changed; the address's owner is told (in the account's
 * language), at most once an hour per address, so neither route is a mail cannon.
 */
export async function noticeRegistrationAttempt(
  email: string,
  account: AccountOfAddress | undefined,
  now: Date,
  attempt: 'register' | 'change' = 'register',
) {
  const to = account?.profile?.email ?? email.toLowerCase();
  const claimed = await claimAcknowledgement({
    form: 'registration-attempt',
    addressDigest: keyDigest('registration-attempt', to),
    submissionId: randomUUID(),
    cooldownSeconds: REGISTRATION_NOTICE_COOLDOWN_SECONDS,
    now,
  });
  if (!claimed) {
    logger.info('Registration notice held back (cooldown)', { address: logDigest(to) });
    return;
  }
  const site = env.siteUrl ?? '';
  await enqueueMail({
    template: 'registration-attempt',
    to,
    language: account?.profile?.language ?? DEFAULT_LANGUAGE,
    data: {
      account: account?.policy.registrationPendingSince ? 'pending' : 'confirmed',
      attempt,
      signInLink: `${site}/signin`,
      resetLink: `${site}/forgot-password`,
    },
    dedupeKey: `registration-attempt#${keyDigest('registration-attempt', to)}#${now.toISOString()}`,
  });
  logger.info('Registration of an address with an account: owner notified', {
    userId: account?.userId,
    address: logDigest(to),
  });
}
