import { accountRoutes } from '@lunia/shared/api/routes/account';
import { AppError } from '@lunia/shared/errors';
import { updateProfileDetails } from '../../data/user-account';
import { listUserOrganizations } from '../../data/user-organizations';
import { ownProfileView } from '../../lib/account-profile';
import { setCognitoEmail } from '../../lib/cognito-admin';
import { httpRoute } from '../../lib/http-route';
import { logger } from '../../lib/logger';
import { organizationMembershipView } from '../../lib/organization-view';
import { requireOwnProfile } from '../../lib/own-profile';

/**
 * Edits the caller's own names, phone and e-mail. A new e-mail moves the unique e-mail claim in
 * one transaction (409 if taken), then becomes the Cognito sign-in e-mail; if Cognito refuses, the
 * table change is undone so the two never disagree.
 */
export const handler = httpRoute(accountRoutes, 'updateProfile', async ({ caller, body }) => {
  const profile = await requireOwnProfile(caller);
  const details = { firstName: body.firstName, lastName: body.lastName, phone: body.phone };
  const newEmail = body.email && body.email !== profile.email.toLowerCase() ? body.email : undefined;
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
});
