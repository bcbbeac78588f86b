import type { PublicCredential, PublicVerification } from '@lunia/shared/api/schemas/verification-links';
import { REQUIRED_DOCUMENT_TYPES } from '@lunia/shared/domain/constants';
import { currentDocumentsByType } from '@lunia/shared/domain/current-document';
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { publicCredentialStatus } from '@lunia/shared/domain/verification-links';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent, SYSTEM_ACTOR } from '../../data/audit-events';
import { type DocumentEntity, listOwnerCredentials } from '../../data/documents';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import { getUserProfile } from '../../data/user-profiles';
import { countVerificationViewItem, getVerificationLink } from '../../data/verification-links';
import { type LinkView, viewedLink } from '../steps/verification-view-limit';

export { VERIFICATION_VIEWS_PER_IP } from '../steps/verification-view-limit';

const accountClosed = () => new AppError('VERIFICATION_ACCOUNT_CLOSED');

/** The individual credentials the page lists: the required ones always, any other uploaded type too. */
function credentialsOf(documents: readonly DocumentEntity[], today: string): PublicCredential[] {
  const individual = documents.filter((doc) => doc.context === 'individual' && doc.status !== 'uploading');
  const current = currentDocumentsByType(individual);
  const types = [...new Set([...REQUIRED_DOCUMENT_TYPES.individual, ...current.keys()])];
  return types.map((type) => {
    const doc = current.get(type);
    if (!doc) return { type, status: 'not_verified', expiresOn: null, verifiedAt: null };
    return {
      type,
      status: publicCredentialStatus(doc, today),
      // Only what Lunia verified is shown with its date (issue 40): a pending or denied document's
      // expiry is only what its holder typed.
      expiresOn: doc.status === 'approved' ? (doc.expiresOn ?? null) : null,
      verifiedAt: doc.status === 'approved' ? doc.reviewedAt : null,
    };
  });
}

/**
 * The public page of an employer verification link (issue 27): the owner's name, licence number and
 * LUNIA ID, and each individual credential's status, expiry date and approval date. Never a file,
 * its name, key or link. Unknown or malformed tokens are 404; revoked or expired links are 410, and so
 * is the link of an account that was disabled or deleted (VERIFICATION_ACCOUNT_CLOSED, issue 38).
 * Each answered view counts on the link and is an audit event on the owner's timeline, in one
 * transaction; the viewer's IP is kept only as a keyed digest in the rate-limit window item, which
 * expires within 20 minutes, and never in the audit event.
 */
export async function getPublicVerification({
  token,
  event,
  now = new Date(),
}: LinkView): Promise<{ verification: PublicVerification }> {
  const link = await viewedLink('verification-view', { token, event, now }, getVerificationLink);
  // The account was deleted (the link is a closed marker) or disabled (issue 38): nothing to confirm.
  if ('closedAt' in link) throw accountClosed();
  if (link.revokedAt) throw new AppError('VERIFICATION_LINK_REVOKED');
  if (Date.parse(link.linkExpiresAt) <= now.getTime()) throw new AppError('VERIFICATION_LINK_EXPIRED');
  const [profile, documents] = await Promise.all([
    getUserProfile(link.ownerId),
    listOwnerCredentials('USER', link.ownerId),
  ]);
  if (!profile || profile.accountDisabled || profile.deletionStartedAt) throw accountClosed();
  const at = now.toISOString();
  try {
    await writeTransaction([
      countVerificationViewItem(link.tokenHash, at),
      putAuditEvent(
        newAuditEvent({
          targetType: 'USER',
          targetId: link.ownerId,
          at,
          action: 'verification_viewed',
          actorId: SYSTEM_ACTOR,
          actorRole: 'system',
          reason: link.label,
          linkId: link.id,
        }),
      ),
    ]);
  } catch (error) {
    // Revoked (or expired) between the read and the count.
    if (isTransactionConflict(error)) throw new AppError('VERIFICATION_LINK_REVOKED');
    throw error;
  }
  return {
    verification: {
      name: `${profile.firstName} ${profile.lastName}`.trim(),
      licenseNumber: profile.licenseNumber,
      luniaId: profile.luniaId,
      checkedAt: at,
      linkExpiresAt: link.linkExpiresAt,
      credentials: credentialsOf(documents, puertoRicoToday(now)),
    },
  };
}
