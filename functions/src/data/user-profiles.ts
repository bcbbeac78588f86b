/**
 * The user entity: the profile item `USER#<id>`/`PROFILE` (docs/data-model.md). This module creates
 * it (with the unique e-mail and LUNIA ID claims of user-claims.ts), reads it, and writes the user's
 * own edits: details, photo states, context and "last seen". The other writers of the same item are
 * user-email-verification.ts (the e-mail code and the e-mail swap) and user-verification.ts (approved
 * document types, review status, BookRx final approval); the lists are in user-lists.ts. Every write
 * is keyed by an id the caller has already authorized and conditioned on the profile existing.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { GlobalRole, Language, Module } from '@lunia/shared/domain/constants';
import type { OptionalEmail } from '@lunia/shared/domain/notification-preferences';
import { AppError } from '@lunia/shared/errors';
import type { EmailCodeSends, StoredEmailCode } from '../domain/account/email-verification';
import type { ExpiryEntry, ExpiryMap } from '../domain/documents/expiry-rules';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import { setExpiryEntry } from './expiry-map';
import { userKeys, withoutKeys } from './keys';
import { cancellationCodes, type TransactItem } from './transactions';
import { emailClaimItem, luniaIdClaimItem } from './user-claims';
import {
  type OwnDetailsEdit,
  ownDetailsCondition,
  PROFILE_EXISTS,
  updateOwnProfile,
  updateProfileIf,
} from './user-profile-updates';

export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  licenseNumber: string;
  luniaId: string;
  globalRole: GlobalRole;
  userType: 'PHARMACIST' | 'PHARMACY_OWNER';
  verified: boolean;
  verificationStatus: 'NOT_SUBMITTED' | 'PENDING' | 'VERIFIED';
  activeModules: Module[];
  profilePhotoKey: string | null;
  createdAt: string;
  /**
   * The current e-mail is proven (a code sent to it was typed back, or an invitation link sent to it
   * was redeemed). False after registration; items without the attribute read as false.
   */
  emailVerified: boolean;
  /** The outstanding code: for a pending e-mail change (another address) or the current address. */
  emailCode?: StoredEmailCode;
  /** Codes sent so far (cooldown and daily limit); kept when a code is used or cancelled. */
  emailCodeSends?: EmailCodeSends;
  /** Language of the account's e-mails, chosen at registration (en when absent); changed on /account. */
  language?: Language;
  /** Optional e-mails switched off (data/user-notification-preferences.ts writes it; absent = all received). */
  emailOptOuts?: OptionalEmail[];
  /** The key of the last photo upload slot handed out, until the upload check has run. */
  pendingPhotoKey?: string;
  /** Why the last uploaded photo was refused (the spec's message), until the next upload. */
  photoRejection?: { key: string; reason: string; at: string };
  /** A super_admin disabled the account (data/session-policy.ts enforces it; admins' lists show it). */
  accountDisabled?: boolean;
  /** The person began deleting their account (data/account-deletion.ts writes it; the item goes last). */
  deletionStartedAt?: string;
  /**
   * When the first credential of the person was approved (issue 38; set in that decision's
   * transaction, data/user-verification.ts): from then on the legal name changes only through review.
   */
  identityLockedAt?: string;
  /** A new legal name the person asked for, held for Lunia's review (data/user-name-changes.ts). */
  pendingNameChange?: PendingNameChange;
  /** Last profile load or context change (the "last login" admins see). */
  lastSeenAt?: string;
  /** The last context the web reported (individual = orgId null). */
  lastContext?: { orgId: string | null; platform: string; at: string };
  /** Type → the user's tracked document and its expiry date (data/expiry-map.ts; kept by the table stream). */
  documentExpiry?: ExpiryMap;
}

/** A held change of the legal name (issue 38): the proposed names, the person's reason, when. */
export interface PendingNameChange {
  firstName: string;
  lastName: string;
  reason: string;
  requestedAt: string;
}

export const USER_ENTITY = 'User';

export function toItem(user: UserProfile) {
  return { ...userKeys.profile(user.id), ...userKeys.indexes(user), entity: USER_ENTITY, ...user };
}

export function fromItem(item: Record<string, unknown>): UserProfile {
  // The approved document types are verification state (UserVerificationState), not profile fields.
  const { approvedDocumentTypes: types, ...profile } = withoutKeys(item);
  // Credentials approved before the lock had its own date (issue 38) lock it too, as of the account's creation.
  const legacyLock =
    profile.identityLockedAt === undefined && types instanceof Set && types.size > 0
      ? { identityLockedAt: profile.createdAt }
      : {};
  return { ...profile, ...legacyLock, emailVerified: profile.emailVerified === true } as unknown as UserProfile;
}

/** Whether a `User` item (a stream image) is the profile itself. */
export function isUserProfileItem(item: Record<string, unknown> | undefined): item is Record<string, unknown> {
  return item?.SK === userKeys.profile('').SK;
}

/**
 * Creates the profile with its unique e-mail and LUNIA ID claims in one transaction: either all
 * three items exist afterwards or none does. `withItems` adds items of the same transaction (a new
 * account's session policy, data/pending-registrations.ts), after the three.
 */
export async function createUserProfile(user: UserProfile, withItems: TransactItem[] = []): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: toItem(user), ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Put: {
              TableName: tableName(),
              Item: emailClaimItem(user.email, user.id),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: luniaIdClaimItem(user.luniaId, user.id),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...withItems,
        ],
      }),
    );
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes) {
      if (codes[1] === 'ConditionalCheckFailed') throw new AppError('EMAIL_EXISTS', undefined, 'email');
      throw new AppError('CONFLICT', 'This account could not be created. Please try again.');
    }
    throw error;
  }
}

export async function getUserProfile(userId: string): Promise<UserProfile | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKeys.profile(userId) }));
  return Item ? fromItem(Item) : undefined;
}

/** Names, e-mails and licence numbers of users, for lists that show who owns what (one BatchGetItem per 100). */
export async function getUserSummaries(
  userIds: readonly string[],
): Promise<Map<string, { email: string; firstName: string; lastName: string; licenseNumber: string }>> {
  const items = await batchGetItems([...new Set(userIds)].map(userKeys.profile), {
    expression: 'id, email, firstName, lastName, licenseNumber',
  });
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return new Map(
    items.map((item) => [
      text(item.id),
      {
        email: text(item.email),
        firstName: text(item.firstName),
        lastName: text(item.lastName),
        licenseNumber: text(item.licenseNumber),
      },
    ]),
  );
}

// The user's own edits.

export interface ProfileDetails {
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * Updates names and phone, only while the names are still the ones read and, for a new name, the
 * identity is not locked (user-profile-updates.ts `ownDetailsCondition`); otherwise 409 CONFLICT.
 */
export async function updateProfileDetails(userId: string, edit: OwnDetailsEdit): Promise<void> {
  const { details } = edit;
  const condition = ownDetailsCondition(edit);
  const old = await updateProfileIf(userId, {
    UpdateExpression: 'SET firstName = :firstName, lastName = :lastName, phone = :phone',
    ConditionExpression: `${PROFILE_EXISTS} AND ${condition.expression}`,
    ExpressionAttributeValues: {
      ':firstName': details.firstName,
      ':lastName': details.lastName,
      ':phone': details.phone,
      ...condition.values,
    },
  });
  if (!old) throw changedMeanwhile();
}

/** A details edit whose condition no longer held. */
export const changedMeanwhile = () =>
  new AppError(
    'CONFLICT',
    'Your profile changed meanwhile (a licence was approved or your name was reviewed). Reload and try again.',
  );

/** Records the key of a new upload slot; the upload check accepts only this key. */
export async function setPendingPhoto(userId: string, key: string): Promise<void> {
  await updateOwnProfile(userId, {
    UpdateExpression: 'SET pendingPhotoKey = :key REMOVE photoRejection',
    ExpressionAttributeValues: { ':key': key },
  });
}

/**
 * Makes the pending upload the profile photo. Returns the replaced photo's key (to delete), or
 * `undefined` when the key is no longer the pending one (a redelivered or superseded event).
 */
export async function acceptPendingPhoto(
  userId: string,
  key: string,
): Promise<{ previousKey: string | null } | undefined> {
  const old = await updateProfileIf(userId, {
    UpdateExpression: 'SET profilePhotoKey = :key REMOVE pendingPhotoKey, photoRejection',
    ConditionExpression: 'pendingPhotoKey = :key',
    ExpressionAttributeValues: { ':key': key },
    ReturnValues: 'UPDATED_OLD',
  });
  return old && { previousKey: (old.profilePhotoKey as string | null | undefined) ?? null };
}

/** Records why the pending upload was refused; false when the key is no longer the pending one. */
export async function rejectPendingPhoto(userId: string, key: string, reason: string, at: string): Promise<boolean> {
  const old = await updateProfileIf(userId, {
    UpdateExpression: 'SET photoRejection = :rejection REMOVE pendingPhotoKey',
    ConditionExpression: 'pendingPhotoKey = :key',
    ExpressionAttributeValues: { ':key': key, ':rejection': { key, reason, at } },
  });
  return old !== undefined;
}

/** Removes the profile photo; returns the removed key (null if there was none). */
export async function clearProfilePhoto(userId: string): Promise<string | null> {
  const old = await updateOwnProfile(userId, {
    UpdateExpression: 'SET profilePhotoKey = :none REMOVE photoRejection',
    ExpressionAttributeValues: { ':none': null },
    ReturnValues: 'UPDATED_OLD',
  });
  return (old.profilePhotoKey as string | null | undefined) ?? null;
}

/** The context the web reports on a switch; it also counts as activity ("last seen"). */
export async function recordContext(userId: string, orgId: string | null, platform: string, at: string) {
  await updateOwnProfile(userId, {
    UpdateExpression: 'SET lastContext = :context, lastSeenAt = :at',
    ExpressionAttributeValues: { ':context': { orgId, platform, at }, ':at': at },
  });
}

/**
 * Sets lastSeenAt unless it is more recent than `staleBefore` (at most one write per interval,
 * however often the profile is loaded).
 */
export async function touchLastSeen(userId: string, at: string, staleBefore: string): Promise<void> {
  await updateProfileIf(userId, {
    UpdateExpression: 'SET lastSeenAt = :at',
    ConditionExpression: `${PROFILE_EXISTS} AND (attribute_not_exists(lastSeenAt) OR lastSeenAt < :stale)`,
    ExpressionAttributeValues: { ':at': at, ':stale': staleBefore },
  });
}

/** Marks the profile disabled or not (in the same transaction as the session policy and its audit event). */
export function accountDisabledChange(userId: string, disabled: boolean): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.profile(userId),
      UpdateExpression: 'SET accountDisabled = :disabled',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':disabled': disabled },
    },
  };
}

/** The user's expiry map entry of a document type (the table stream keeps it: data/expiry-map.ts). */
export async function setUserDocumentExpiry(
  userId: string,
  type: string,
  documentId: string,
  entry: ExpiryEntry | null,
): Promise<void> {
  await setExpiryEntry(userKeys.profile(userId), type, documentId, entry);
}

/**
 * Sets the profile's platform role (an operator's `npm run admin:create`, infra/ops/admin-account.ts),
 * in the same transaction as its audit event. Conditioned on the profile existing and on the role
 * being another one, so a repeated grant changes nothing.
 */
export function globalRoleChange(userId: string, role: GlobalRole): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.profile(userId),
      UpdateExpression: 'SET globalRole = :role',
      ConditionExpression: 'attribute_exists(PK) AND globalRole <> :role',
      ExpressionAttributeValues: { ':role': role },
    },
  };
}
