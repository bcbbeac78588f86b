import { DEFAULT_LANGUAGE } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { getNotificationChoices, switchOffOptionalEmail } from '../../data/user-notification-preferences';
import { readUnsubscribeToken } from '../../lib/aws/unsubscribe-link';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { unsubscribePageHtml } from '../../views/unsubscribe-page';

/**
 * The one-click unsubscribe (issue 39, RFC 8058): switches off the optional e-mail the signed token
 * names, in the person's notification preferences, and answers the result page in their language.
 * Idempotent: a second POST (a mail provider's retry, a second click) finds it off and answers the same
 * page. The body is not read: RFC 8058's `List-Unsubscribe=One-Click` and a browser's form both come here,
 * and the token alone decides. A token Lunia did not sign is refused (UNSUBSCRIBE_LINK_INVALID, field token).
 */
export async function unsubscribeEmail({ token }: { token: string }): Promise<string> {
  const claim = await readUnsubscribeToken(token);
  if (!claim) throw new AppError('UNSUBSCRIBE_LINK_INVALID', undefined, 'token');
  const result = await switchOffOptionalEmail(claim.userId, claim.category);
  logger.info('Unsubscribe link used', { userId: claim.userId, category: claim.category, result });
  const choices = result === 'no_account' ? undefined : await getNotificationChoices(claim.userId);
  return unsubscribePageHtml({
    state: result === 'no_account' ? 'no-account' : 'off',
    language: choices?.language ?? DEFAULT_LANGUAGE,
    category: claim.category,
    token,
    siteUrl: env.siteUrl,
  });
}
