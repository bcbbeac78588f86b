import { AppError } from '@lunia/shared/errors';
import { updateProfileDetails } from '../../data/users';
import type { Caller } from '../../domain/caller';
import { setCognitoEmail } from '../../lib/aws/cognito-admin';
import { logger } from '../../lib/logger';
import { organizationMembershipView } from '../../views/organization-view';
import { ownProfileView, requireOwnProfile } from '../steps/own-profile';
import { listUserOrganizations } from '../steps/user-organizations';

/**
 * Edits the caller's own names, phone and e-mail. A new e-mail moves the unique e-mail claim in
 * one transaction (409 if taken), then becomes the Cognito sign-in e-mail; if Cognito refuses, the
 * table change is undone so the two never disagree.
 */
export async function updateProfile(input: {
  caller: Caller;
  firstName: string;
  lastName: string;
  phone: string;
  email?: string | undefined;
}) {
  const { caller } = input;
  const profile = await requireOwnProfile(caller);
  const details = { firstName: input.firstName, lastName: input.lastName, phone: input.phone };
  const newEmail = input.email && input.email !== profile.email.toLowerCase() ? input.email : undefined;
  if (!newEmail) {
    await updateProfileDetails(caller.userId, details);
  } else {
    await updateProfileDetails(caller.userId, details, { from: profile.email, to: newEmail });
    try {
      await setCognitoEmail(caller.userId, newEmail);
    } catch (error) {
      const undo = { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone };
      await updateProfileDetails(caller.userId, undo, { from: newEmail, to: profile.email }).catch((undoError) =>
        logger.error('E-mail change undo failed: profile and Cognito e-mails differ', {
          userId: caller.userId,
          error: undoError as Error,
        }),
      );
      const name = (error as Error).name;
      if (name === 'AliasExistsException' || name === 'UsernameExistsException') {
        throw new AppError('EMAIL_EXISTS', undefined, 'email');
      }
      logger.error('Cognito e-mail update failed', { userId: caller.userId, errorName: name });
      throw new AppError('INTERNAL', 'Failed to update profile');
    }
    logger.info('E-mail changed', { userId: caller.userId });
  }
  const [updated, organizations] = await Promise.all([requireOwnProfile(caller), listUserOrganizations(caller.userId)]);
  return { user: await ownProfileView(caller, updated), orgs: organizations.map(organizationMembershipView) };
}
