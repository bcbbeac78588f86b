/**
 * One-click unsubscribe links (issue 39, RFC 8058). Every optional e-mail to an account carries
 * `List-Unsubscribe: <https://<site>/api/email/unsubscribe?token=…>` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; the token names the person and the category
 * (an optional e-mail of shared/src/domain/notification-preferences.ts) and is signed, so nobody can
 * switch off someone else's e-mail by guessing a URL.
 *
 * Token: `v1.<userId>.<category>.<signature>`, the signature being HMAC-SHA256 of `v1.<userId>.<category>`
 * (base64url) under a key derived, with its own label, from the public forms' signing secret
 * (lib/aws/form-challenge-key.ts reads the same secret for its own label). No expiry: a link in an
 * e-mail received months ago must still work (RFC 8058 asks for the POST to work without the person
 * signing in). Revocable by design: a new label version (`v2`) or a rotated secret ends every link at
 * once, and a token can do one thing only, switch its one category off (never on, never read
 * anything), which the person turns back on from /account (docs/decisions/0092-one-click-unsubscribe-and-recipient-language.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptionalEmail, type OptionalEmail } from '@lunia/shared/domain/notification-preferences';
import { env } from '../env';
import { formSecretSubKey } from './form-challenge-key';
import type { MailHeader } from './ses';

const VERSION = 'v1';
const LABEL = 'lunia/email-unsubscribe/v1';
export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

/** The signing key: the local secret's (local stack, tests) or, in AWS, the Secrets Manager secret's. */
export const unsubscribeKey = formSecretSubKey(LABEL);

const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** The token of one person and category (pure: the key is passed in). */
export function unsubscribeTokenWith(key: Buffer, userId: string, category: OptionalEmail): string {
  if (!USER_ID.test(userId)) throw new Error('An unsubscribe token needs a user id of letters, digits, - or _');
  const payload = `${VERSION}.${userId}.${category}`;
  return `${payload}.${sign(key, payload)}`;
}

export interface UnsubscribeClaim {
  userId: string;
  category: OptionalEmail;
}

/** The person and category a token names, or undefined when it is malformed or not signed with `key`. */
export function readUnsubscribeTokenWith(key: Buffer, token: string): UnsubscribeClaim | undefined {
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [version, userId, category, signature] = parts as [string, string, string, string];
  if (version !== VERSION || !USER_ID.test(userId) || !isOptionalEmail(category)) return undefined;
  const expected = Buffer.from(sign(key, `${version}.${userId}.${category}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, category };
}

export async function readUnsubscribeToken(token: string): Promise<UnsubscribeClaim | undefined> {
  return readUnsubscribeTokenWith(await unsubscribeKey(), token);
}

/** The one-click unsubscribe URL of a person and category, on the site's origin. */
export function unsubscribeUrlWith(key: Buffer, siteUrl: string, userId: string, category: OptionalEmail): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeTokenWith(key, userId, category))}`;
}

/**
 * The two RFC 8058 headers for an optional e-mail to `userId`. Without a site address (a stage with no
 * domain) there is no https URL to give, so no header: SES would accept it, but a link to nowhere helps nobody.
 */
export async function unsubscribeHeaders(userId: string, category: OptionalEmail): Promise<MailHeader[]> {
  const site = env.siteUrl;
  if (!site) return [];
  return [
    { Name: 'List-Unsubscribe', Value: `<${unsubscribeUrlWith(await unsubscribeKey(), site, userId, category)}>` },
    { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
  ];
}
