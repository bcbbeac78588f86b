import { accountRoutes } from '@lunia/shared/api/routes/account';
import { AppError } from '@lunia/shared/errors';
import { getMembership } from '../../data/memberships';
import { recordContext } from '../../data/user-account';
import { httpRoute } from '../../lib/http-route';

/**
 * The web reports a switch between individual mode (null) and an organization. An organization
 * must be one the caller belongs to, read from the table (the client's word is never enough).
 * The switch is recorded on the profile with the server's time (the client's timestamp is only
 * validated: clocks of browsers cannot be trusted for ordering).
 */
export const handler = httpRoute(accountRoutes, 'changeContext', async ({ caller, body }) => {
  if (body.activeOrgId !== null) {
    const membership = await getMembership(body.activeOrgId, caller.userId);
    if (!membership) throw new AppError('NOT_A_MEMBER');
  }
  await recordContext(caller.userId, body.activeOrgId, body.platform, new Date().toISOString());
  return { success: true as const };
});
