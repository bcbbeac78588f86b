/**
 * The verification side of the profile item `USER#<id>`/`PROFILE` (and, for organization
 * documents, `ORG#<id>`/`PROFILE`): the set of approved document types, submission for review,
 * BookRx final approval, and the GSI3 `AWAITING_APPROVAL` entry (access pattern 3).
 *
 * `approvedDocumentTypes` is a string set changed with ADD/DELETE in the same transaction as the
 * document decision that causes it, so final approval can be checked on the one item, atomically.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BOOKRX_APPROVAL_DOCUMENT_TYPES, type Module } from '@lunia/shared/domain/constants';
import type { OwnerType } from '../domain/documents/object-key';
import { isEligibleForBookrxApproval } from '../domain/documents/review-rules';
import { db, isConditionalCheckFailed, tableName } from './client';
import type { TransactItem } from './documents';
import { AWAITING_APPROVAL_INDEX_KEY, keys } from './keys';
import { fromItem, type UserProfile } from './users';

const ownerKey = (ownerType: OwnerType, ownerId: string) =>
  ownerType === 'USER' ? keys.user(ownerId) : keys.organization(ownerId);

/** Adds or removes a document type from the owner's approved set (in a document's transaction). */
export function approvedTypeChange(
  ownerType: OwnerType,
  ownerId: string,
  type: string,
  op: 'ADD' | 'DELETE',
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: ownerKey(ownerType, ownerId),
      UpdateExpression: `${op} approvedDocumentTypes :types`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':types': new Set([type]) },
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
    awaitingApproval: item.GSI3PK === AWAITING_APPROVAL_INDEX_KEY,
  };
}

export async function getUserVerificationState(userId: string): Promise<UserVerificationState | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(userId), ConsistentRead: true }),
  );
  return Item ? verificationStateOf(Item) : undefined;
}

/** NOT_SUBMITTED → PENDING (also moves the user's GSI2 status entry); never downgrades a verified user. */
export function submitForReviewChange(userId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET verificationStatus = :pending, GSI2PK = :statusKey',
      ConditionExpression: 'attribute_exists(PK) AND verified = :false',
      ExpressionAttributeValues: { ':pending': 'PENDING', ':statusKey': 'USERSTATUS#PENDING', ':false': false },
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
      Key: keys.user(state.user.id),
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
        ':statusKey': 'USERSTATUS#VERIFIED',
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
        Key: keys.user(userId),
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
          ':awaiting': AWAITING_APPROVAL_INDEX_KEY,
          ...(awaiting ? { ':sortKey': `${seen.createdAt}#${userId}` } : {}),
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
      ExpressionAttributeValues: { ':pk': AWAITING_APPROVAL_INDEX_KEY },
      Limit: limit,
      ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
    }),
  );
  return {
    users: (page.Items ?? []).map(verificationStateOf),
    ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey } : {}),
  };
}

/** The spec §4 final-approval rule applied to a user's stored state. */
export const isStateEligible = (state: UserVerificationState): boolean =>
  isEligibleForBookrxApproval({
    verified: state.user.verified,
    verificationStatus: state.user.verificationStatus,
    approvedDocumentTypes: state.approvedDocumentTypes,
  });
