/**
 * The user entity: the profile item `USER#<id>`/`PROFILE` with its unique-e-mail and LUNIA ID claims
 * (docs/data-model.md). This module is the only writer of the profile item: creation, the user's own
 * edits (details, the e-mail code and the e-mail swap, photo states, context, "last seen") and the verification side
 * (approved document types, submission for review, BookRx final approval, the GSI3 awaiting-approval
 * entry). Every write is keyed by an id the caller has already authorized and conditioned on the
 * profile existing.
 *
 * `approvedDocumentTypes` is a string set changed with ADD/DELETE in the same transaction as the
 * document decision that causes it, so final approval can be checked on the one item, atomically.
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  BOOKRX_APPROVAL_DOCUMENT_TYPES,
  type GlobalRole,
  type Language,
  type Module,
} from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import type { EmailCodeSends, StoredEmailCode } from '../domain/account/email-verification';
import type { ExpiryEntry, ExpiryMap } from '../domain/documents/expiry-rules';
import { batchGetItems } from './batch-get';
import { db, isConditionalCheckFailed, tableName } from './client';
import { setExpiryEntry } from './expiry-map';
import { userKeys, withoutKeys } from './keys';
import { cancellationCodes, type TransactItem } from './transactions';

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
  /** Language of the account's e-mails, chosen at registration (en when absent). */
  language?: Language;
  /** The key of the last photo upload slot handed out, until the upload check has run. */
  pendingPhotoKey?: string;
  /** Why the last uploaded photo was refused (the spec's message), until the next upload. */
  photoRejection?: { key: string; reason: string; at: string };
  /** A super_admin disabled the account (data/session-policy.ts enforces it; admins' lists show it). */
  accountDisabled?: boolean;
  /** Last profile load or context change (the "last login" admins see). */
  lastSeenAt?: string;
  /** The last context the web reported (individual = orgId null). */
  lastContext?: { orgId: string | null; platform: string; at: string };
  /** Type → the user's tracked document and its expiry date (data/expiry-map.ts; kept by the table stream). */
  documentExpiry?: ExpiryMap;
}

export const USER_ENTITY = 'User';

export function toItem(user: UserProfile) {
  return { ...userKeys.profile(user.id), ...userKeys.indexes(user), entity: USER_ENTITY, ...user };
}

export function fromItem(item: Record<string, unknown>): UserProfile {
  // The approved document types are verification state (UserVerificationState), not profile fields.
  const { approvedDocumentTypes: _types, ...profile } = withoutKeys(item);
  return { ...profile, emailVerified: profile.emailVerified === true } as unknown as UserProfile;
}

/**
 * Creates the profile with its unique e-mail and LUNIA ID claims in one transaction: either all
 * three items exist afterwards or none does.
 */
export async function createUserProfile(user: UserProfile): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: toItem(user), ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Put: {
              TableName: tableName(),
              Item: { ...userKeys.email(user.email), entity: 'UserEmail', userId: user.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...userKeys.luniaId(user.luniaId), entity: 'UserLuniaId', userId: user.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
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

export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKeys.email(email) }));
  return Item?.userId as string | undefined;
}

// The user's own edits.

const PROFILE_EXISTS = 'attribute_exists(PK)';

export interface ProfileDetails {
  firstName: string;
  lastName: string;
  phone: string;
}

/** Updates names and phone. */
export async function updateProfileDetails(userId: string, details: ProfileDetails): Promise<void> {
  await updateOwnProfile(userId, {
    UpdateExpression: 'SET firstName = :firstName, lastName = :lastName, phone = :phone',
    ExpressionAttributeValues: {
      ':firstName': details.firstName,
      ':lastName': details.lastName,
      ':phone': details.phone,
    },
  });
}

// Proving the e-mail (domain/account/email-verification.ts): the code and the e-mail swap.

/**
 * Stores a newly sent code (replacing any earlier one) with the updated send record, and with
 * `details` the names and phone of the same profile edit, in one write. It holds only if the
 * current e-mail and the last send are still what the caller read, so two requests at once cannot
 * both send (the loser gets CONFLICT) and a code is never stored against a changed address.
 */
export async function storeEmailCode(
  userId: string,
  input: {
    currentEmail: string;
    code: StoredEmailCode;
    sends: EmailCodeSends;
    previousSends: EmailCodeSends | undefined;
    details?: ProfileDetails;
  },
): Promise<void> {
  const { details } = input;
  const old = await updateProfileIf(userId, {
    UpdateExpression: `SET emailCode = :code, emailCodeSends = :sends${
      details ? ', firstName = :firstName, lastName = :lastName, phone = :phone' : ''
    }`,
    ConditionExpression: `${PROFILE_EXISTS} AND email = :current AND ${
      input.previousSends ? 'emailCodeSends.lastSentAt = :lastSentAt' : 'attribute_not_exists(emailCodeSends)'
    }`,
    ExpressionAttributeValues: {
      ':code': input.code,
      ':sends': input.sends,
      ':current': input.currentEmail,
      ...(input.previousSends ? { ':lastSentAt': input.previousSends.lastSentAt } : {}),
      ...(details ? { ':firstName': details.firstName, ':lastName': details.lastName, ':phone': details.phone } : {}),
    },
  });
  if (!old) throw new AppError('CONFLICT');
}

/**
 * Counts one try of the code before it is compared, so parallel guesses cannot exceed the limit:
 * false when the code was replaced or has no tries left.
 */
export async function countEmailCodeAttempt(userId: string, codeHash: string, maxAttempts: number): Promise<boolean> {
  const old = await updateProfileIf(userId, {
    UpdateExpression: 'SET emailCode.attempts = emailCode.attempts + :one',
    ConditionExpression: 'emailCode.codeHash = :hash AND emailCode.attempts < :max',
    ExpressionAttributeValues: { ':one': 1, ':hash': codeHash, ':max': maxAttempts },
  });
  return old !== undefined;
}

/** The right code for the current address: it is proven, the code is used up. */
export async function confirmCurrentEmail(userId: string, email: string, codeHash: string): Promise<void> {
  const old = await updateProfileIf(userId, {
    UpdateExpression: 'SET emailVerified = :true REMOVE emailCode',
    ConditionExpression: 'email = :email AND emailCode.codeHash = :hash',
    ExpressionAttributeValues: { ':true': true, ':email': email.toLowerCase(), ':hash': codeHash },
  });
  if (!old) throw new AppError('CONFLICT');
}

/**
 * Moves the e-mail from `from` to `to` with its unique claim, in one transaction: the profile (still
 * at `from`, under `condition`), the old claim deleted, the new one created (it must be free).
 */
async function swapEmail(
  userId: string,
  email: { from: string; to: string },
  profile: { set: string; remove?: string; condition: string; values: Record<string, unknown> },
): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: userKeys.profile(userId),
              UpdateExpression: `SET email = :to, ${profile.set}${profile.remove ? ` REMOVE ${profile.remove}` : ''}`,
              ConditionExpression: `${PROFILE_EXISTS} AND email = :from AND ${profile.condition}`,
              ExpressionAttributeValues: { ':to': email.to, ':from': email.from, ...profile.values },
            },
          },
          {
            Delete: {
              TableName: tableName(),
              Key: userKeys.email(email.from),
              ConditionExpression: 'userId = :userId',
              ExpressionAttributeValues: { ':userId': userId },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...userKeys.email(email.to), entity: 'UserEmail', userId },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    const reasons = cancellationCodes(error);
    if (!reasons) throw error;
    if (reasons[2] === 'ConditionalCheckFailed') throw new AppError('EMAIL_EXISTS', undefined, 'email');
    if (reasons[0] === 'ConditionalCheckFailed') throw new AppError('CONFLICT');
    throw new AppError('CONFLICT', 'Your e-mail could not be changed. Please try again.');
  }
}

/**
 * The right code for a pending change: the new address becomes the e-mail (proven), the unique
 * claim moves with it, the code is used up. EMAIL_EXISTS if the address was claimed meanwhile.
 */
export async function confirmEmailChange(userId: string, change: { from: string; to: string; codeHash: string }) {
  await swapEmail(userId, change, {
    set: 'emailVerified = :true',
    remove: 'emailCode',
    condition: 'emailCode.codeHash = :hash AND emailCode.email = :to',
    values: { ':true': true, ':hash': change.codeHash },
  });
}

/** Undoes `confirmEmailChange` (Cognito refused the new address): the old e-mail, state and code. */
export async function undoEmailChange(
  userId: string,
  change: { from: string; to: string },
  restore: { emailVerified: boolean; emailCode: StoredEmailCode },
): Promise<void> {
  await swapEmail(userId, change, {
    set: 'emailVerified = :verified, emailCode = :code',
    condition: 'attribute_not_exists(emailCode)',
    values: { ':verified': restore.emailVerified, ':code': restore.emailCode },
  });
}

/** Drops the outstanding code if it is still `codeHash` (cancelling a pending change). */
export async function cancelEmailCode(userId: string, codeHash: string): Promise<void> {
  await updateProfileIf(userId, {
    UpdateExpression: 'REMOVE emailCode',
    ConditionExpression: 'emailCode.codeHash = :hash',
    ExpressionAttributeValues: { ':hash': codeHash },
  });
}

/**
 * In another feature's transaction (redeeming an invitation link sent to `email`): the current
 * e-mail is proven, provided it is still `email` (e-mails are stored in lower case).
 */
export function emailVerifiedChange(userId: string, email: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.profile(userId),
      UpdateExpression: 'SET emailVerified = :true',
      ConditionExpression: `${PROFILE_EXISTS} AND email = :email`,
      ExpressionAttributeValues: { ':true': true, ':email': email.toLowerCase() },
    },
  };
}

type ProfileUpdate = Pick<
  ConstructorParameters<typeof UpdateCommand>[0],
  'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeValues' | 'ReturnValues'
>;

/**
 * One conditional update of the profile item. Returns the old attributes asked for (or `{}`), or
 * undefined when the condition did not hold — the caller says what that means.
 */
async function updateProfileIf(userId: string, update: ProfileUpdate): Promise<Record<string, unknown> | undefined> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({ TableName: tableName(), Key: userKeys.profile(userId), ...update }),
    );
    return Attributes ?? {};
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/** An update of the caller's own profile: a profile that does not exist is PROFILE_NOT_FOUND. */
async function updateOwnProfile(userId: string, update: Omit<ProfileUpdate, 'ConditionExpression'>) {
  const old = await updateProfileIf(userId, { ...update, ConditionExpression: PROFILE_EXISTS });
  if (!old) throw new AppError('PROFILE_NOT_FOUND');
  return old;
}

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

// Verification state.

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

/** Adds or removes a document type from the owner's approved set (in a document's transaction). */
export function approvedDocumentTypeChange(userId: string, type: string, op: 'ADD' | 'DELETE'): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.profile(userId),
      UpdateExpression: `${op} approvedDocumentTypes :types`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':types': new Set([type]) },
    },
  };
}

/**
 * A verified user loses an approved licence (deleted or replaced, in that document's transaction):
 * the type leaves the approved set and verified, verificationStatus (with its GSI2 list) and the
 * active modules fall back as domain/documents/verification-fallback.ts says, only while the
 * profile is still as read (verified, status, modules), so a concurrent approval makes it fail.
 * It replaces approvedDocumentTypeChange (one transaction may touch the profile only once).
 */
export function verificationRevokedChange(
  seen: Pick<UserProfile, 'id' | 'verified' | 'verificationStatus' | 'activeModules'>,
  type: string,
  next: { verificationStatus: 'PENDING' | 'NOT_SUBMITTED'; activeModules: Module[] },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.profile(seen.id),
      UpdateExpression:
        'SET verified = :false, verificationStatus = :status, GSI2PK = :statusKey, activeModules = :modules DELETE approvedDocumentTypes :types',
      ConditionExpression:
        'attribute_exists(PK) AND verified = :wasVerified AND verificationStatus = :wasStatus AND activeModules = :oldModules',
      ExpressionAttributeValues: {
        ':false': false,
        ':status': next.verificationStatus,
        ':statusKey': userKeys.statusIndex(next.verificationStatus).GSI2PK,
        ':modules': next.activeModules,
        ':types': new Set([type]),
        ':wasVerified': seen.verified,
        ':wasStatus': seen.verificationStatus,
        ':oldModules': seen.activeModules,
      },
    },
  };
}

export interface UserVerificationState {
  user: UserProfile;
  approvedDocumentTypes: string[];
  awaitingApproval: boolean;
}

export function verificationStateOf(item: Record<string, unknown>): UserVerificationState {
  const approved = item.approvedDocumentTypes;
  return {
    user: fromItem(item),
    approvedDocumentTypes: approved instanceof Set ? [...(approved as Set<string>)] : [],
    awaitingApproval: item.GSI3PK === userKeys.awaitingApprovalPartition,
  };
}

export async function getUserVerificationState(userId: string): Promise<UserVerificationState | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.profile(userId), ConsistentRead: true }),
  );
  return Item ? verificationStateOf(Item) : undefined;
}

/** NOT_SUBMITTED → PENDING (also moves the user's GSI2 status entry); never downgrades a verified user. */
export function submitForReviewChange(userId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.profile(userId),
      UpdateExpression: 'SET verificationStatus = :pending, GSI2PK = :statusKey',
      ConditionExpression: 'attribute_exists(PK) AND verified = :false',
      ExpressionAttributeValues: {
        ':pending': 'PENDING',
        ':statusKey': userKeys.statusIndex('PENDING').GSI2PK,
        ':false': false,
      },
    },
  };
}

/**
 * Final approval: verified, VERIFIED, bookrx added to the active modules, off the awaiting list.
 * The condition is the eligibility rule itself on the item as it is now, plus the modules that were
 * read, so a concurrent change makes the write fail instead of being overwritten.
 */
export function approveForBookrxChange(state: UserVerificationState): TransactItem {
  const modules: Module[] = state.user.activeModules.includes('bookrx')
    ? state.user.activeModules
    : [...state.user.activeModules, 'bookrx'];
  const typeValues = Object.fromEntries(BOOKRX_APPROVAL_DOCUMENT_TYPES.map((type, i) => [`:type${i}`, type]));
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.profile(state.user.id),
      UpdateExpression: `SET verified = :true, verificationStatus = :verified, GSI2PK = :statusKey, activeModules = :modules${
        state.awaitingApproval ? ' REMOVE GSI3PK, GSI3SK' : ''
      }`,
      ConditionExpression: [
        'verified = :false',
        'verificationStatus = :pending',
        'activeModules = :oldModules',
        ...Object.keys(typeValues).map((name) => `contains(approvedDocumentTypes, ${name})`),
      ].join(' AND '),
      ExpressionAttributeValues: {
        ':true': true,
        ':false': false,
        ':verified': 'VERIFIED',
        ':pending': 'PENDING',
        ':statusKey': userKeys.statusIndex('VERIFIED').GSI2PK,
        ':modules': modules,
        ':oldModules': state.user.activeModules,
        ...typeValues,
      },
    },
  };
}

/**
 * Puts the user on (or takes them off) the GSI3 awaiting-approval list, if the inputs of the rule
 * are still what the caller saw (else a later stream record will decide). Returns whether it wrote.
 */
export async function setAwaitingApproval(
  userId: string,
  awaiting: boolean,
  seen: { verified: boolean; verificationStatus: string; approvedDocumentTypes: readonly string[]; createdAt: string },
): Promise<boolean> {
  const typeChecks = BOOKRX_APPROVAL_DOCUMENT_TYPES.map((type, i) =>
    seen.approvedDocumentTypes.includes(type)
      ? `contains(approvedDocumentTypes, :type${i})`
      : `(attribute_not_exists(approvedDocumentTypes) OR NOT contains(approvedDocumentTypes, :type${i}))`,
  );
  const typeValues = Object.fromEntries(BOOKRX_APPROVAL_DOCUMENT_TYPES.map((type, i) => [`:type${i}`, type]));
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.profile(userId),
        UpdateExpression: awaiting ? 'SET GSI3PK = :awaiting, GSI3SK = :sortKey' : 'REMOVE GSI3PK, GSI3SK',
        ConditionExpression: [
          'attribute_exists(PK)',
          'verified = :verified',
          'verificationStatus = :status',
          awaiting ? '(attribute_not_exists(GSI3PK) OR GSI3PK <> :awaiting)' : 'GSI3PK = :awaiting',
          ...typeChecks,
        ].join(' AND '),
        ExpressionAttributeValues: {
          ':verified': seen.verified,
          ':status': seen.verificationStatus,
          ':awaiting': userKeys.awaitingApprovalPartition,
          ...(awaiting
            ? { ':sortKey': userKeys.awaitingApprovalIndex({ id: userId, createdAt: seen.createdAt }).GSI3SK }
            : {}),
          ...typeValues,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Users awaiting final approval, oldest request first (GSI3 `AWAITING_APPROVAL`), paginated. */
export async function listAwaitingApproval(
  limit: number,
  exclusiveStartKey?: Record<string, unknown>,
): Promise<{ users: UserVerificationState[]; lastKey?: Record<string, unknown> }> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': userKeys.awaitingApprovalPartition },
      Limit: limit,
      ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
    }),
  );
  return {
    users: (page.Items ?? []).map(verificationStateOf),
    ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey } : {}),
  };
}

/** Names and e-mails of users, for lists that show who owns what (one BatchGetItem per 100). */
export async function getUserSummaries(
  userIds: readonly string[],
): Promise<Map<string, { email: string; firstName: string; lastName: string }>> {
  const items = await batchGetItems([...new Set(userIds)].map(userKeys.profile), {
    expression: 'id, email, firstName, lastName',
  });
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return new Map(
    items.map((item) => [
      text(item.id),
      { email: text(item.email), firstName: text(item.firstName), lastName: text(item.lastName) },
    ]),
  );
}

/**
 * Ordinary users of one verification status (GSI2 `USERSTATUS#<status>`), newest first, a page at a
 * time: the document-reminder recipients (NOT_SUBMITTED and PENDING). Admin accounts are filtered out.
 */
export async function listUsersOfStatusForReminders(
  verificationStatus: 'NOT_SUBMITTED' | 'PENDING',
  limit: number,
  exclusiveStartKey?: Record<string, unknown>,
): Promise<{ users: UserProfile[]; lastKey?: Record<string, unknown> }> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      FilterExpression: 'globalRole = :user',
      ExpressionAttributeValues: { ':pk': userKeys.statusIndex(verificationStatus).GSI2PK, ':user': 'user' },
      ScanIndexForward: false,
      Limit: limit,
      ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
    }),
  );
  return {
    users: (page.Items ?? []).map(fromItem),
    ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey } : {}),
  };
}

/**
 * One page of users newest first (access pattern 2) with their verification state: every user
 * (GSI1 `USERS`), or one verification status (GSI2 `USERSTATUS#<status>`), optionally only those
 * with `verified` as given (a filter: the page may come back short, with `lastKey`).
 */
export async function listUsersNewestFirst(input: {
  verificationStatus?: UserProfile['verificationStatus'] | undefined;
  verified?: boolean | undefined;
  limit: number;
  after?: Record<string, unknown> | undefined;
}): Promise<{ users: UserVerificationState[]; lastKey?: Record<string, unknown> }> {
  const byStatus = input.verificationStatus !== undefined;
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: byStatus ? 'GSI2' : 'GSI1',
      KeyConditionExpression: byStatus ? 'GSI2PK = :pk' : 'GSI1PK = :pk',
      ExpressionAttributeValues: {
        ':pk': input.verificationStatus ? userKeys.statusIndex(input.verificationStatus).GSI2PK : userKeys.allPartition,
        ...(input.verified === undefined ? {} : { ':verified': input.verified }),
      },
      ...(input.verified === undefined ? {} : { FilterExpression: 'verified = :verified' }),
      ScanIndexForward: false,
      Limit: input.limit,
      ...(input.after ? { ExclusiveStartKey: input.after } : {}),
    }),
  );
  return {
    users: (page.Items ?? []).map(verificationStateOf),
    ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey } : {}),
  };
}

/** Users by id with their verification state (one BatchGetItem per 100); ids without a profile are absent. */
export async function getUserVerificationStates(
  userIds: readonly string[],
): Promise<Map<string, UserVerificationState>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const items = await batchGetItems(unique.map(userKeys.profile));
  return new Map(items.map((item) => [String(item.id), verificationStateOf(item)]));
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
