import { DOCUMENT_TYPE_NAMES } from '@lunia/shared/domain/constants';
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { isEligibleForBookrxApproval, missingForBookrxApproval } from '@lunia/shared/domain/final-approval';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { writeTransaction } from '../../data/transactions';
import type { UserProfile } from '../../data/user-profiles';
import { approveForBookrxChange, getUserVerificationState } from '../../data/user-verification';
import type { Caller } from '../../domain/caller';
import { unexpiredApprovedTypes } from '../../domain/documents/expiry-rules';
import { profileView } from '../../views/profile-view';
import { actorNameOf } from '../steps/actor';
import { refuseOwnCase } from '../steps/separation-of-duties';

const view = (user: UserProfile) => ({ user: profileView(user, { globalRole: user.globalRole, photoUrl: null }) });

/**
 * Final approval of a user for BookRx (spec §4): only when not verified, PENDING and the three
 * licences approved — checked here and again as the write's condition. The user becomes verified
 * / VERIFIED with bookrx active; the approval e-mail is queued by the table stream when it sees
 * that change (outbox), in the user's language. Approving an already approved user changes
 * nothing and answers the same (a retried click).
 */
export async function approveUserForBookrx({ caller, userId }: { caller: Caller; userId: string | undefined }) {
  const state = userId ? await getUserVerificationState(userId) : undefined;
  if (!state) throw new AppError('NOT_FOUND', 'User not found.');
  await refuseOwnCase(caller, { userId: state.user.id });
  const { user } = state;
  if (user.verified && user.verificationStatus === 'VERIFIED' && user.activeModules.includes('bookrx'))
    return view(user);
  // An approved licence past its expiry date counts as missing (issue 14), even before the daily job.
  const approvedTypes = unexpiredApprovedTypes(state.approvedDocumentTypes, user.documentExpiry, puertoRicoToday());
  if (!isEligibleForBookrxApproval({ ...user, approvedDocumentTypes: approvedTypes })) {
    const missing = missingForBookrxApproval(approvedTypes);
    const why =
      user.verificationStatus !== 'PENDING'
        ? 'the user has not submitted documents for review'
        : `not approved yet: ${missing.map((t) => DOCUMENT_TYPE_NAMES[t]).join(', ')}`;
    throw new AppError('NOT_ELIGIBLE', `This user cannot be approved for BookRx yet (${why}).`);
  }
  await writeTransaction(
    [
      approveForBookrxChange(state),
      putAuditEvent(
        newAuditEvent({
          targetType: 'USER',
          targetId: user.id,
          at: new Date().toISOString(),
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
}
