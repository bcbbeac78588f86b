import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { deleteEmailSuppression as deleteEntry, normalizeEmail } from '../../data/email-suppressions';
import type { Caller } from '../../domain/caller';
import { actorNameOf } from '../steps/actor';

/**
 * A super admin lifts an address from the suppression list (issue 26): the product mails it again.
 * The entry goes with its audit event in one transaction (target EMAIL, the address; the reason it
 * had been suppressed). An address that is not on the list is a 404.
 */
export async function deleteEmailSuppression({ caller, email }: { caller: Caller; email: string | undefined }) {
  const address = normalizeEmail(email ?? '');
  const actorName = await actorNameOf(caller);
  const lifted = await deleteEntry(address, (entry) =>
    putAuditEvent(
      newAuditEvent({
        targetType: 'EMAIL',
        targetId: entry.email,
        at: new Date().toISOString(),
        action: 'email_suppression_lifted',
        actorId: caller.userId,
        actorRole: 'admin',
        actorName,
        reason: entry.detail ? `${entry.reason}: ${entry.detail}` : entry.reason,
      }),
    ),
  );
  if (!lifted) throw new AppError('NOT_FOUND', 'This address is not on the suppression list.');
  return { success: true as const, email: lifted.email };
}
