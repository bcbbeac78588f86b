import { adminUserRoutes } from '@lunia/shared/api/routes/admin-users';
import { BOOKRX_APPROVAL_DOCUMENT_TYPES, DOCUMENT_TYPE_NAMES } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { writeTransaction } from '../../data/documents';
import { approveForBookrxChange, getUserVerificationState, isStateEligible } from '../../data/user-verification';
import { profileView } from '../../domain/account/profile-view';

import { httpRoute } from '../../lib/http-route';
import { actorNameOf } from '../documents/document-access';

/**
 * Final approval of a user for BookRx (spec §4): only when not verified, PENDING and the three
 * licences approved — checked here and again as the write's condition. The user becomes verified
 * / VERIFIED with bookrx active; the approval e-mail is queued by the table stream when it sees
 * that change (outbox), in the user's language. Approving an already approved user changes
 * nothing and answers the same (a retried click).
 */
export const handler = httpRoute(adminUserRoutes, 'approveUserForBookrx', async ({ caller, params }) => {
  const userId = params.userId ?? '';
  const state = await getUserVerificationState(userId);
  if (!state) throw new AppError('NOT_FOUND', 'User not found.');
  const { user } = state;
  const view = (profile = user) => ({ user: profileView(profile, { globalRole: profile.globalRole, photoUrl: null }) });
  if (user.verified && user.verificationStatus === 'VERIFIED' && user.activeModules.includes('bookrx')) return view();
  if (!isStateEligible(state)) {
    const missing = BOOKRX_APPROVAL_DOCUMENT_TYPES.filter((t) => !state.approvedDocumentTypes.includes(t));
    const why =
      user.verificationStatus !== 'PENDING'
        ? 'the user has not submitted documents for review'
        : `not approved yet: ${missing.map((t) => DOCUMENT_TYPE_NAMES[t]).join(', ')}`;
    throw new AppError('NOT_ELIGIBLE', `This user cannot be approved for BookRx yet (${why}).`);
  }
  const at = new Date().toISOString();
  await writeTransaction(
    [
      approveForBookrxChange(state),
      putAuditEvent(
        newAuditEvent({
          targetType: 'USER',
          targetId: userId,
          at,
          action: 'approved_for_bookrx',
          actorId: caller.userId,
          actorRole: 'admin',
          actorName: await actorNameOf(caller),
        }),
      ),
    ],
    new AppError('CONFLICT', 'This user was changed meanwhile. Reload and try again.'),
  );
  const activeModules = user.activeModules.includes('bookrx')
    ? user.activeModules
    : [...user.activeModules, 'bookrx' as const];
  return view({ ...user, verified: true, verificationStatus: 'VERIFIED', activeModules });
});
