import type { VerificationLinkRecord } from '@lunia/shared/api/schemas/verification-links';
import { verificationLinkState } from '@lunia/shared/domain/verification-links';
import type { VerificationLink } from '../data/verification-links';

/** A link as its owner lists it: its state at `now`, never its token or hash. */
export const verificationLinkView = (link: VerificationLink, now: Date): VerificationLinkRecord => ({
  id: link.id,
  label: link.label,
  createdAt: link.createdAt,
  expiresAt: link.linkExpiresAt,
  revokedAt: link.revokedAt,
  state: verificationLinkState({ revokedAt: link.revokedAt, expiresAt: link.linkExpiresAt }, now),
  viewCount: link.viewCount,
  lastViewedAt: link.lastViewedAt,
});
