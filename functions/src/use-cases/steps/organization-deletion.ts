/**
 * The second half of an organization's deletion (issue 24), after the organization itself is marked
 * deleted (from then on every route refuses it): each membership leaves its member's organizations
 * and each pending invite is cancelled with its address freed. Any number of them, in batches; every
 * write is conditioned on the state it changes, so running it again (the stream delivering the record
 * again after a failure) finishes what is left and repeats nothing.
 */
import { closeInviteChange, listInvitesOfOrganization, releasePendingClaim } from '../../data/invites';
import { listMembersOfOrganization, membershipOfDeletedOrganization } from '../../data/memberships';
import { isTransactionConflict, type TransactItem, writeTransaction } from '../../data/transactions';
import { logger } from '../../lib/logger';

/** Items of one batch: a transaction of at most this many (an invite's two items stay together). */
const BATCH_ITEMS = 50;
/** Passes over what is left before giving up (the stream delivers the record again later). */
const PASSES = 5;

/** The changes still to make: one item per membership not yet marked, a pair per pending invite. */
async function remainingChanges(orgId: string, deletion: { at: string; by: string }): Promise<TransactItem[][]> {
  const [members, invites] = await Promise.all([
    listMembersOfOrganization(orgId),
    listInvitesOfOrganization(orgId, 'PENDING'),
  ]);
  return [
    ...members
      .filter((member) => !member.orgDeletedAt)
      .map((member) => [membershipOfDeletedOrganization(orgId, member.userId, deletion.at)]),
    ...invites.map((invite) => [
      closeInviteChange(invite, { status: 'CANCELLED', by: deletion.by, at: deletion.at }),
      releasePendingClaim(invite),
    ]),
  ];
}

/** The changes grouped into transactions of at most BATCH_ITEMS items. */
function batches(changes: TransactItem[][]): TransactItem[][] {
  const result: TransactItem[][] = [];
  for (const change of changes) {
    const last = result.at(-1);
    if (last && last.length + change.length <= BATCH_ITEMS) last.push(...change);
    else result.push([...change]);
  }
  return result;
}

/**
 * Updates the memberships and pending invites of a deleted organization, one transaction per batch.
 * A batch whose conditions no longer hold (an invite answered meanwhile, a membership already marked)
 * writes nothing, and the next pass lists what is left. Throws if something is still left after the
 * last pass, so the stream delivers the record again. Answers how many items it wrote.
 */
export async function finishOrganizationDeletion(orgId: string, deletion: { at: string; by: string }): Promise<number> {
  let written = 0;
  for (let pass = 1; pass <= PASSES; pass++) {
    const changes = await remainingChanges(orgId, deletion);
    if (changes.length === 0) return written;
    let conflicts = 0;
    for (const batch of batches(changes)) {
      try {
        await writeTransaction(batch);
        written += batch.length;
      } catch (error) {
        if (!isTransactionConflict(error)) throw error;
        conflicts++;
      }
    }
    if (conflicts === 0) return written;
  }
  logger.warn('Deletion of an organization left memberships or invites to update', { orgId });
  throw new Error(`Organization ${orgId}: memberships or invites left after ${PASSES} passes`);
}
