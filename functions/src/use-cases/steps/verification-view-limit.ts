/**
 * The per-IP limit of the public verification pages (issue 27: a person's employer verification page;
 * issue 43: a location's summary that an inspection binder's QR code opens): so many views per IP in a
 * window, each page its own window, the IP kept only as a keyed digest in the window item.
 */
import { isVerificationToken } from '@lunia/shared/domain/verification-links';
import { AppError } from '@lunia/shared/errors';
import { countFormSubmission } from '../../data/rate-limits';
import { hashVerificationToken } from '../../domain/verification-links/link-token';
import { keyDigest, logDigest } from '../../lib/digest';
import { logger } from '../../lib/logger';
import { type VisitorEvent, visitorIp } from './public-form-guard';

/** Views of verification pages answered per IP in one window; more get 429 until it ends. */
export const VERIFICATION_VIEWS_PER_IP = 60;
const VIEW_WINDOW_SECONDS = 10 * 60;

/** Counts one view of `page` from the visitor's IP; a 429 once the window's views are used. */
export async function countVerificationView(
  page: 'verification-view' | 'location-verification-view',
  event: VisitorEvent,
  now: Date,
): Promise<void> {
  const ip = visitorIp(event);
  const allowed = await countFormSubmission({
    form: page,
    ipDigest: keyDigest('verification-ip', ip),
    limit: VERIFICATION_VIEWS_PER_IP,
    windowSeconds: VIEW_WINDOW_SECONDS,
    now,
  });
  if (!allowed) {
    logger.info('Verification view rate limit reached', { page, ip: logDigest(ip) });
    throw new AppError('TOO_MANY_REQUESTS', undefined, undefined, VIEW_WINDOW_SECONDS);
  }
}

/** What a public verification page's request carries: the token from its path, the visitor, the time. */
export interface LinkView {
  token: string | undefined;
  event: VisitorEvent;
  now?: Date;
}

/**
 * One view of a public verification page: counted against the visitor's IP first, then the link its
 * token names, found by the token's hash (only the hash is stored). 404 for a malformed or unknown token.
 */
export async function viewedLink<Link>(
  page: 'verification-view' | 'location-verification-view',
  { token, event, now }: LinkView & { now: Date },
  find: (tokenHash: string) => Promise<Link | undefined>,
): Promise<Link> {
  await countVerificationView(page, event, now);
  const link = token && isVerificationToken(token) ? await find(hashVerificationToken(token)) : undefined;
  if (!link) throw new AppError('NOT_FOUND', 'This verification link does not exist.');
  return link;
}
