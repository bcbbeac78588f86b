import { isEligibleForBookrxApproval } from '@lunia/shared/domain/final-approval';
import { isUserProfileItem, USER_ENTITY } from '../../data/user-profiles';
import { setAwaitingApproval, verificationStateOf } from '../../data/user-verification';
import type { Reaction } from './reaction';

/**
 * Keeps a user's place on GSI3 `AWAITING_APPROVAL` (the admin's final-approval table) in step with
 * the rule's inputs — verified, verificationStatus, the approved document types — whoever changed
 * them. The write is conditioned on those inputs being what this record shows; if they changed
 * since, the newer record decides. Only ordinary users: admins' GSI3 is their role list.
 */
export const maintainAwaitingApproval: Reaction = {
  entity: USER_ENTITY,
  async handle({ newItem }) {
    if (!isUserProfileItem(newItem)) return;
    const state = verificationStateOf(newItem);
    if (state.user.globalRole !== 'user') return;
    const eligible = isEligibleForBookrxApproval({ ...state.user, approvedDocumentTypes: state.approvedDocumentTypes });
    if (eligible === state.awaitingApproval) return;
    await setAwaitingApproval(state.user.id, eligible, {
      verified: state.user.verified,
      verificationStatus: state.user.verificationStatus,
      approvedDocumentTypes: state.approvedDocumentTypes,
      createdAt: state.user.createdAt,
    });
  },
};
