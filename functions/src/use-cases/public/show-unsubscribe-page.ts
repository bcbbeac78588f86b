import { DEFAULT_LANGUAGE } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { getNotificationChoices } from '../../data/user-notification-preferences';
import { readUnsubscribeToken } from '../../lib/aws/unsubscribe-link';
import { env } from '../../lib/env';
import { unsubscribePageHtml } from '../../views/unsubscribe-page';

/**
 * The page a person sees when they open an e-mail's unsubscribe link (issue 39), in their language:
 * what it switches off and the button that does it (a POST to the same URL), or, once it is off, the
 * result and the way back on. It changes nothing: mail scanners open links, so only the POST unsubscribes.
 */
export async function showUnsubscribePage({ token }: { token: string }): Promise<string> {
  const claim = await readUnsubscribeToken(token);
  if (!claim) throw new AppError('UNSUBSCRIBE_LINK_INVALID', undefined, 'token');
  const choices = await getNotificationChoices(claim.userId);
  return unsubscribePageHtml({
    state: !choices ? 'no-account' : choices.optOuts.includes(claim.category) ? 'off' : 'confirm',
    language: choices?.language ?? DEFAULT_LANGUAGE,
    category: claim.category,
    token,
    siteUrl: env.siteUrl,
  });
}
