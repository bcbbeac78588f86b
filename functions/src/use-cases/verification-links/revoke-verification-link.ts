import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { writeTransaction } from '../../data/transactions';
import { listOwnerVerificationLinks, revokeVerificationLinkItem } from '../../data/verification-links';
import type { Caller } from '../../domain/caller';

/**
 * The caller revokes one of their links: its page answers 410 from then on. The id is looked up
 * among the caller's own links only, so another person's id is the same 404 as an unknown one.
 * Revoking a revoked link changes nothing and succeeds.
 */
export async function revokeVerificationLink({ caller, linkId }: { caller: Caller; linkId: string | undefined }) {
  const links = await listOwnerVerificationLinks(caller.userId);
  const link = links.find((candidate) => candidate.id === linkId);
  if (!link) throw new AppError('NOT_FOUND', 'Verification link not found.');
  if (link.revokedAt) return { success: true as const };
  const at = new Date().toISOString();
  await writeTransaction(
    [
      revokeVerificationLinkItem(link.tokenHash, at),
      putAuditEvent(
        newAuditEvent({
          targetType: 'USER',
          targetId: caller.userId,
          at,
          action: 'verification_link_revoked',
          actorId: caller.userId,
          actorRole: 'owner',
          reason: link.label,
          linkId: link.id,
        }),
      ),
    ],
    new AppError('CONFLICT'),
  );
  return { success: true as const };
}
