/**
 * Separation of duties (docs/decisions/0017-separation-of-duties.md): an admin never decides their own case. They
 * may not review their own documents, give themselves final approval, or review or approve an organization
 * they belong to; another admin must. Checked before any write, from the table (membership), never
 * from what the request claims.
 */
import { AppError } from '@lunia/shared/errors';
import { getMembership } from '../../data/memberships';
import type { Caller } from '../../domain/caller';

export async function refuseOwnCase(caller: Caller, subject: { userId?: string; orgId?: string }): Promise<void> {
  if (subject.userId !== undefined && subject.userId === caller.userId) throw new AppError('SELF_REVIEW_FORBIDDEN');
  if (subject.orgId !== undefined && (await getMembership(subject.orgId, caller.userId))) {
    throw new AppError('SELF_REVIEW_FORBIDDEN');
  }
}
