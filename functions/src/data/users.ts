import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { GlobalRole, Language, Module } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { db, tableName } from './client';
import { keys } from './keys';

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
  /** Language of the account's e-mails, chosen at registration (en when absent). */
  language?: Language;
  /** The key of the last photo upload slot handed out, until the upload check has run. */
  pendingPhotoKey?: string;
  /** Why the last uploaded photo was refused (the spec's message), until the next upload. */
  photoRejection?: { key: string; reason: string; at: string };
  /** Last profile load or context change (the "last login" admins see). */
  lastSeenAt?: string;
  /** The last context the web reported (individual = orgId null). */
  lastContext?: { orgId: string | null; platform: string; at: string };
}

export const USER_ENTITY = 'User';

export function toItem(user: UserProfile) {
  return {
    ...keys.user(user.id),
    GSI1PK: 'USERS',
    GSI1SK: `${user.createdAt}#${user.id}`,
    GSI2PK: `USERSTATUS#${user.verificationStatus}`,
    GSI2SK: `${user.createdAt}#${user.id}`,
    entity: USER_ENTITY,
    ...user,
  };
}

export function fromItem(item: Record<string, unknown>): UserProfile {
  const {
    PK: _a,
    SK: _b,
    GSI1PK: _c,
    GSI1SK: _d,
    GSI2PK: _e,
    GSI2SK: _f,
    // GSI3 (role / awaiting final approval) and the approved document types are kept by the
    // document-verification writes (data/user-verification.ts); they are not profile fields.
    GSI3PK: _h,
    GSI3SK: _i,
    approvedDocumentTypes: _j,
    entity: _g,
    ...rest
  } = item;
  return rest as unknown as UserProfile;
}

/** LUNIA IDs: "LUN-" and 8 characters without look-alikes (0/O, 1/I). */
export function newLuniaId(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let id = '';
  for (let i = 0; i < 8; i++) id += alphabet[Math.floor(random() * alphabet.length)];
  return `LUN-${id}`;
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
              Item: { ...keys.userEmail(user.email), entity: 'UserEmail', userId: user.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.userLuniaId(user.luniaId), entity: 'UserLuniaId', userId: user.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') {
      const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      if (reasons[1]?.Code === 'ConditionalCheckFailed') throw new AppError('EMAIL_EXISTS', undefined, 'email');
      throw new AppError('CONFLICT', 'This account could not be created. Please try again.');
    }
    throw error;
  }
}

export async function getUserProfile(userId: string): Promise<UserProfile | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
  return Item ? fromItem(Item) : undefined;
}

export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userEmail(email) }));
  return Item?.userId as string | undefined;
}
