import { listEmailSuppressions as listEntries } from '../../data/email-suppressions';
import { pageKeys } from '../../data/page-keys';
import { decodeCursor, encodeCursor } from '../steps/cursor';

const DEFAULT_PAGE_SIZE = 25;

/** The e-mail suppression list, newest first, a page at a time (admins; issue 26). */
export async function listEmailSuppressions({
  limit,
  cursor,
}: {
  limit?: number | undefined;
  cursor?: string | undefined;
}) {
  const page = await listEntries(limit ?? DEFAULT_PAGE_SIZE, decodeCursor(cursor, pageKeys.emailSuppressions()));
  return {
    suppressions: page.entries.map(({ email, reason, detail, suppressedAt }) => ({
      email,
      reason,
      detail,
      suppressedAt,
    })),
    ...(page.lastKey ? { nextCursor: encodeCursor(page.lastKey) } : {}),
  };
}
