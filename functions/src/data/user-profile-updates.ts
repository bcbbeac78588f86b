/**
 * The conditional update of a user's profile item (`USER#<id>`/`PROFILE`) that the modules writing
 * it share: user-profiles.ts (the user's own edits) and user-email-verification.ts (the e-mail code
 * and the e-mail swap). Only data/ modules of the profile item use it.
 */
import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { AppError } from '@lunia/shared/errors';
import { updateIfStillReturning } from './client';
import { userKeys } from './keys';

/** The condition of every write that must not create a profile. */
export const PROFILE_EXISTS = 'attribute_exists(PK)';

export type ProfileUpdate = Pick<
  UpdateCommandInput,
  'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues' | 'ReturnValues'
>;

/**
 * One conditional update of the profile item. Returns the old attributes asked for (or `{}`), or
 * undefined when the condition did not hold — the caller says what that means.
 */
export async function updateProfileIf(
  userId: string,
  update: ProfileUpdate,
): Promise<Record<string, unknown> | undefined> {
  return updateIfStillReturning({ Key: userKeys.profile(userId), ...update });
}

/** An update of the caller's own profile: a profile that does not exist is PROFILE_NOT_FOUND. */
export async function updateOwnProfile(userId: string, update: Omit<ProfileUpdate, 'ConditionExpression'>) {
  const old = await updateProfileIf(userId, { ...update, ConditionExpression: PROFILE_EXISTS });
  if (!old) throw new AppError('PROFILE_NOT_FOUND');
  return old;
}
