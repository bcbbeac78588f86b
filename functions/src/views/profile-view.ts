/**
 * The profile as the API shows it to its owner: the stored item plus what is derived at read time
 * (global role from the token's groups, a fresh photo URL), never internal keys.
 */
import { DEFAULT_LANGUAGE, type GlobalRole } from '@lunia/shared/domain/constants';
import { notificationPreferencesOf } from '@lunia/shared/domain/notification-preferences';
import type { PendingNameChange, UserProfile } from '../data/user-profiles';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  nextSendAt,
  outstandingEmailCode,
  pendingEmailOf,
} from '../domain/account/email-verification';
import { isIdentityLocked } from '../domain/account/identity-lock';

export interface ProfileView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  luniaId: string;
  globalRole: GlobalRole;
  userType: string;
  verified: boolean;
  verificationStatus: string;
  activeModules: UserProfile['activeModules'];
  profilePhotoUrl: string | null;
  createdAt: string;
  licenseNumber: string;
  language: NonNullable<UserProfile['language']>;
  notificationPreferences: ReturnType<typeof notificationPreferencesOf>;
  lastLogin: string | null;
  profilePhotoStatus: { state: 'pending' | 'rejected'; reason?: string } | null;
  emailVerified: boolean;
  pendingEmail: string | null;
  emailCode: { expiresAt: string; attemptsLeft: number; resendAvailableAt: string } | null;
  nameLocked: boolean;
  pendingNameChange: { firstName: string; lastName: string; reason: string; requestedAt: string } | null;
}

/** The outstanding code without its secret parts: when it expires, tries left, when to resend. */
export function emailCodeStatusOf(profile: UserProfile, now = new Date()): ProfileView['emailCode'] {
  const stored = outstandingEmailCode(profile);
  if (!stored) return null;
  return {
    expiresAt: stored.expiresAt,
    attemptsLeft: Math.max(0, EMAIL_CODE_MAX_ATTEMPTS - stored.attempts),
    resendAvailableAt: nextSendAt(profile.emailCodeSends, stored.email, now) ?? now.toISOString(),
  };
}

export function photoStatusOf(profile: UserProfile): ProfileView['profilePhotoStatus'] {
  if (profile.pendingPhotoKey) return { state: 'pending' };
  if (profile.photoRejection) return { state: 'rejected', reason: profile.photoRejection.reason };
  return null;
}

export function profileView(
  profile: UserProfile,
  derived: { globalRole: GlobalRole; photoUrl: string | null },
): ProfileView {
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    luniaId: profile.luniaId,
    globalRole: derived.globalRole,
    userType: profile.userType,
    verified: profile.verified,
    verificationStatus: profile.verificationStatus,
    activeModules: profile.activeModules ?? [],
    profilePhotoUrl: derived.photoUrl,
    createdAt: profile.createdAt,
    licenseNumber: profile.licenseNumber ?? '',
    language: profile.language ?? DEFAULT_LANGUAGE,
    notificationPreferences: notificationPreferencesOf(profile),
    lastLogin: profile.lastSeenAt ?? null,
    profilePhotoStatus: photoStatusOf(profile),
    emailVerified: profile.emailVerified === true,
    pendingEmail: pendingEmailOf(profile),
    emailCode: emailCodeStatusOf(profile),
    nameLocked: isIdentityLocked(profile),
    pendingNameChange: profile.pendingNameChange ? pendingNameChangeView(profile.pendingNameChange) : null,
  };
}

const pendingNameChangeView = ({ firstName, lastName, reason, requestedAt }: PendingNameChange) => ({
  firstName,
  lastName,
  reason,
  requestedAt,
});

/** The e-mail part of the profile (the e-mail verification routes answer with it). */
export function emailStatusView(profile: UserProfile) {
  return {
    email: profile.email,
    emailVerified: profile.emailVerified === true,
    pendingEmail: pendingEmailOf(profile),
    emailCode: emailCodeStatusOf(profile),
  };
}
