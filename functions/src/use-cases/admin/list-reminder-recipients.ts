import { AppError } from '@lunia/shared/errors';
import { pageKeys } from '../../data/page-keys';
import { findUserIdByEmail } from '../../data/user-claims';
import { listUsersOfStatusForReminders } from '../../data/user-lists';
import { getUserProfile, type UserProfile } from '../../data/user-profiles';
import { isReminderRecipient } from '../../domain/reminders/reminder-rules';
import { checkCursorKey, decodeCursor, encodeCursor } from '../steps/cursor';

const DEFAULT_PAGE_SIZE = 50;
/** Users who have not submitted yet come first, then those waiting for review. */
const STATUSES = ['NOT_SUBMITTED', 'PENDING'] as const;

const recipientView = (user: UserProfile) => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  luniaId: user.luniaId,
  verificationStatus: user.verificationStatus,
});

/** A cursor: which status partition (by name), and the last key read in it. */
function pagePosition(cursor: string | undefined): { part: number; key?: Record<string, string> } {
  const decoded = decodeCursor(cursor);
  if (!decoded) return { part: 0 };
  const { status, key, ...rest } = decoded;
  const part = STATUSES.indexOf(status as (typeof STATUSES)[number]);
  if (part < 0 || Object.keys(rest).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is invalid.', 'cursor');
  }
  if (key === undefined) return { part };
  return { part, key: checkCursorKey(key, pageKeys.users(STATUSES[part] as (typeof STATUSES)[number])) };
}

/**
 * Who a reminder can go to (spec §2, §5): by exact e-mail, case-insensitive (the Individual type;
 * "User not found or already verified" otherwise), or every unverified ordinary user, paged across
 * the two status partitions of GSI2 (the Bulk list, thousands of users).
 */
export async function listReminderRecipients({
  email,
  limit,
  cursor,
}: {
  email?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}) {
  if (email !== undefined) {
    const userId = email ? await findUserIdByEmail(email) : undefined;
    const user = userId ? await getUserProfile(userId) : undefined;
    if (!user || !isReminderRecipient(user)) throw new AppError('REMINDER_RECIPIENT_NOT_FOUND');
    return { recipients: [recipientView(user)] };
  }
  const pageSize = limit ?? DEFAULT_PAGE_SIZE;
  let { part, key }: { part: number; key?: Record<string, unknown> | undefined } = pagePosition(cursor);
  const recipients: ReturnType<typeof recipientView>[] = [];
  // Filtered reads may come back short: keep reading (at most a few pages) until the page is full.
  for (let reads = 0; reads < 4 && recipients.length < pageSize; reads++) {
    const status = STATUSES[part] as (typeof STATUSES)[number];
    const page = await listUsersOfStatusForReminders(status, pageSize - recipients.length, key);
    recipients.push(...page.users.filter(isReminderRecipient).map(recipientView));
    if (page.lastKey) key = page.lastKey;
    else if (part + 1 < STATUSES.length) {
      part += 1;
      key = undefined;
    } else {
      return { recipients };
    }
  }
  return { recipients, nextCursor: encodeCursor({ status: STATUSES[part], ...(key ? { key } : {}) }) };
}
