import { individualAccessStatus } from '@lunia/shared/domain/access-status';
import type { StatusFilter } from '../hooks/use-user-filters';

export type UserStatus = Exclude<StatusFilter, 'all'>;

/** The spec's status categories (§4): approved (verified and VERIFIED), pending (PENDING), not submitted. */
export function userStatusOf(user: { verified: boolean; verificationStatus: string }): UserStatus {
  const status = individualAccessStatus(user);
  return status === 'active' ? 'approved' : status === 'pending_verification' ? 'pending' : 'not_submitted';
}
