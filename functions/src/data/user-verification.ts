/**
 * A user's verification state on the profile item `USER#<id>`/`PROFILE`: the approved document types,
 * `verified` and `verificationStatus` (with the GSI2 status list), BookRx final approval and the GSI3
 * awaiting-approval entry. Every write is conditioned on the state the caller read.
 *
 * `approvedDocumentTypes` is a string set changed with ADD/DELETE in the same transaction as the
 * document decision that causes it, so final approval can be checked on the one item, atomically.
 * It holds credential types only (one document each), never `ce_certificate`.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { BOOKRX_APPROVAL_DOCUMENT_TYPES, type Module } from '@lunia/shared/domain/constants';
import { batchGetItems } from './batch-get';
import { db, tableName, updateIfStill } from './client';
import { userKeys } from './keys';
import type { TransactItem } from './transactions';
import { fromItem, type UserProfile } from './user-profiles';

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

/** Users by id with their verification state (one BatchGetItem per 100); ids without a profile are absent. */
export async function getUserVerificationStates(
  userIds: readonly string[],
): Promise<Map<string, UserVerificationState>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const items = await batchGetItems(unique.map(userKeys.profile));
  return new Map(items.map((item) => [String(item.id), verificationStateOf(item)]));
}

/**
 * Adds or removes a document type from the owner's approved set (in a document's transaction). An
 * approval also locks the identity from its first time on (`identityLockedAt`, issue 38; never removed).
 */
export function approvedDocumentTypeChange(
  userId: string,
  type: string,
  op: 'ADD' | 'DELETE',
  at = new Date().toISOString(),
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.profile(userId),
      UpdateExpression:
        op === 'ADD'
          ? 'ADD approvedDocumentTypes :types SET identityLockedAt = if_not_exists(identityLockedAt, :at)'
          : 'DELETE approvedDocumentTypes :types',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':types': new Set([type]), ...(op === 'ADD' ? { ':at': at } : {}) },
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
  return updateIfStill({
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
  });
}
