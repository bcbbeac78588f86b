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

/** The person's own edit of their names and phone, with the names as they read them (issue 38). */
export interface OwnDetailsEdit {
  details: { firstName: string; lastName: string; phone: string };
  /** The names on the profile the edit was made from. */
  seen: { firstName: string; lastName: string };
}

/**
 * The condition (and its values) of writing an own details edit (issue 38): the names are still the
 * ones read, so a name Lunia approved meanwhile is never overwritten by a form opened before it; and
 * a new first or last name is written only while the identity is not locked (no credential ever
 * approved, no final approval: domain/account/identity-lock.ts), so an approval that lands between
 * the read and the write makes it fail.
 */
export function ownDetailsCondition(edit: OwnDetailsEdit): { expression: string; values: Record<string, unknown> } {
  const renaming = edit.details.firstName !== edit.seen.firstName || edit.details.lastName !== edit.seen.lastName;
  const same = 'firstName = :seenFirstName AND lastName = :seenLastName';
  const values: Record<string, unknown> = {
    ':seenFirstName': edit.seen.firstName,
    ':seenLastName': edit.seen.lastName,
  };
  if (!renaming) return { expression: same, values };
  values[':unverified'] = false;
  values[':verifiedStatus'] = 'VERIFIED';
  return {
    expression: `${same} AND attribute_not_exists(identityLockedAt) AND attribute_not_exists(approvedDocumentTypes) AND (attribute_not_exists(verified) OR verified = :unverified) AND verificationStatus <> :verifiedStatus`,
    values,
  };
}
