import { randomUUID } from 'node:crypto';
import type { CreateVerificationLinkBody } from '@lunia/shared/api/schemas/verification-links';
import {
  VERIFICATION_LINK_ACTIVE_LIMIT,
  verificationLinkState,
  verificationPagePath,
} from '@lunia/shared/domain/verification-links';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { writeTransaction } from '../../data/transactions';
import {
  createVerificationLinkItem,
  listOwnerVerificationLinks,
  type VerificationLink,
} from '../../data/verification-links';
import type { Caller } from '../../domain/caller';
import { newVerificationToken } from '../../domain/verification-links/link-token';
import { env } from '../../lib/env';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The caller creates an employer verification link valid `expiresInDays` days. The token is shown
 * only here, in the url; the table keeps its SHA-256. At most VERIFICATION_LINK_ACTIVE_LIMIT links
 * work at once (counted from the owner's list; two creations racing may pass the cap by one, which
 * costs nothing). The link and its audit event commit together.
 */
export async function createVerificationLink({
  caller,
  body,
  now = new Date(),
}: {
  caller: Caller;
  body: CreateVerificationLinkBody;
  now?: Date;
}) {
  const existing = await listOwnerVerificationLinks(caller.userId);
  const active = existing.filter(
    (link) => verificationLinkState({ revokedAt: link.revokedAt, expiresAt: link.linkExpiresAt }, now) === 'active',
  );
  if (active.length >= VERIFICATION_LINK_ACTIVE_LIMIT) throw new AppError('VERIFICATION_LINK_LIMIT');
  const { token, hash } = newVerificationToken();
  const link: VerificationLink = {
    id: randomUUID(),
    tokenHash: hash,
    ownerId: caller.userId,
    label: body.label,
    createdAt: now.toISOString(),
    linkExpiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS).toISOString(),
    revokedAt: null,
    viewCount: 0,
    lastViewedAt: null,
  };
  await writeTransaction([
    createVerificationLinkItem(link),
    putAuditEvent(
      newAuditEvent({
        targetType: 'USER',
        targetId: caller.userId,
        at: link.createdAt,
        action: 'verification_link_created',
        actorId: caller.userId,
        actorRole: 'owner',
        reason: link.label,
        linkId: link.id,
      }),
    ),
  ]);
  return {
    link: { id: link.id, url: `${env.siteUrl ?? ''}${verificationPagePath(token)}`, expiresAt: link.linkExpiresAt },
  };
}
