import { isEligibleForBookrxApproval } from '@lunia/shared/domain/final-approval';
import { listOwnerDocuments } from '../../data/documents';
import { pageKeys } from '../../data/page-keys';
import { listAwaitingApproval } from '../../data/user-lists';
import { toDocumentRecord } from '../../views/document-record';
import { profileView } from '../../views/profile-view';
import { decodeCursor, encodeCursor } from '../steps/cursor';
import { listUserOrganizations } from '../steps/user-organizations';

const DEFAULT_PAGE_SIZE = 25;

/**
 * The final-approval table: users on GSI3 `AWAITING_APPROVAL` (kept by the table stream whenever
 * the rule's inputs change), each re-checked against the rule on the item itself since the index
 * trails the table by a moment. With their documents and organizations for the admin.
 */
export async function listAwaitingFinalApproval({
  limit,
  cursor,
}: {
  limit?: number | undefined;
  cursor?: string | undefined;
}) {
  const after = decodeCursor(cursor, pageKeys.awaitingApproval());
  const page = await listAwaitingApproval(limit ?? DEFAULT_PAGE_SIZE, after);
  const eligible = page.users.filter((state) =>
    isEligibleForBookrxApproval({ ...state.user, approvedDocumentTypes: state.approvedDocumentTypes }),
  );
  const users = await Promise.all(
    eligible.map(async ({ user }) => {
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
  return { users, ...(page.lastKey ? { nextCursor: encodeCursor(page.lastKey) } : {}) };
}
