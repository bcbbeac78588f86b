import { adminUserRoutes } from '@lunia/shared/api/routes/admin-users';
import { AppError } from '@lunia/shared/errors';
import { listOwnerDocuments, toDocumentRecord } from '../../data/documents';
import { listUserOrganizations } from '../../data/user-organizations';
import { isStateEligible, listAwaitingApproval } from '../../data/user-verification';
import { profileView } from '../../domain/account/profile-view';

import { httpRoute } from '../../lib/http-route';

const DEFAULT_PAGE_SIZE = 25;

function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (key && typeof key === 'object' && !Array.isArray(key)) return key as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_FAILED', 'The cursor is invalid.', 'cursor');
}

/**
 * The final-approval table: users on GSI3 `AWAITING_APPROVAL` (kept by the table stream whenever
 * the rule's inputs change), each re-checked against the rule on the item itself since the index
 * trails the table by a moment. With their documents and organizations for the admin.
 */
export const handler = httpRoute(adminUserRoutes, 'listAwaitingFinalApproval', async ({ query }) => {
  const page = await listAwaitingApproval(query.limit ?? DEFAULT_PAGE_SIZE, decodeCursor(query.cursor));
  const users = await Promise.all(
    page.users.filter(isStateEligible).map(async ({ user }) => {
      const [documents, organizations] = await Promise.all([
        listOwnerDocuments('USER', user.id),
        listUserOrganizations(user.id),
      ]);
      return {
        ...profileView(user, { globalRole: user.globalRole, photoUrl: null }),
        documents: documents.map((doc) => toDocumentRecord(doc)),
        orgs: organizations.map(({ organization }) => ({
          id: organization.id,
          name: organization.name,
          verified: organization.verified,
        })),
        lastLogin: user.lastSeenAt ?? null,
      };
    }),
  );
  return {
    users,
    ...(page.lastKey ? { nextCursor: Buffer.from(JSON.stringify(page.lastKey)).toString('base64url') } : {}),
  };
});
