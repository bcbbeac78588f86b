import { pageKeys } from '../../data/page-keys';
import { listHeldNameChanges } from '../../data/user-name-changes';
import { decodeCursor, encodeCursor } from '../steps/cursor';

const DEFAULT_PAGE_SIZE = 25;

/**
 * The people whose new legal name waits for review (issue 38), oldest request first, a page at a
 * time, each with the name on file beside the one asked for (platform admins; super admins decide).
 */
export async function listNameChanges({ limit, cursor }: { limit?: number | undefined; cursor?: string | undefined }) {
  const page = await listHeldNameChanges(limit ?? DEFAULT_PAGE_SIZE, decodeCursor(cursor, pageKeys.nameChanges()));
  return {
    changes: page.users.flatMap((user) =>
      user.pendingNameChange
        ? [
            {
              userId: user.id,
              email: user.email,
              luniaId: user.luniaId,
              licenseNumber: user.licenseNumber ?? '',
              current: { firstName: user.firstName, lastName: user.lastName },
              proposed: {
                firstName: user.pendingNameChange.firstName,
                lastName: user.pendingNameChange.lastName,
                reason: user.pendingNameChange.reason,
                requestedAt: user.pendingNameChange.requestedAt,
              },
            },
          ]
        : [],
    ),
    ...(page.lastKey ? { nextCursor: encodeCursor(page.lastKey) } : {}),
  };
}
