/**
 * One-click unsubscribe (issue 39, RFC 8058): the signed token of an optional e-mail's
 * `List-Unsubscribe` URL names the person and the category (functions/src/lib/aws/unsubscribe-link.ts).
 * Both calls answer with an HTML page, which a mail client or a browser shows as it is.
 */
import * as z from 'zod/mini';

/** Longer than any token Lunia signs (`v1.<64-character id>.<category>.<43-character signature>`). */
export const MAX_UNSUBSCRIBE_TOKEN_LENGTH = 200;

export const unsubscribeQuery = z.object({
  token: z
    .string({ error: 'The unsubscribe link has no token' })
    .check(
      z.minLength(1, { error: 'The unsubscribe link has no token' }),
      z.maxLength(MAX_UNSUBSCRIBE_TOKEN_LENGTH, { error: 'This unsubscribe link is not valid' }),
    ),
});

/** The page's HTML. */
export const unsubscribePage = z.string();
