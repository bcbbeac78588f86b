/**
 * Organizations as the admin sees them (list and detail): each with its members (their names and
 * e-mails in one BatchGetItem for all of them), its documents and its payments (one Query each per
 * organization, on its own partition or owner index), mapped by views/admin-organization-view.ts.
 */
import { listOwnerDocuments } from '../../data/documents';
import { listMembersOfOrganization } from '../../data/memberships';
import type { Organization } from '../../data/organization-profiles';
import { listPaymentsOfOrganization } from '../../data/payments';
import { getUserSummaries } from '../../data/user-profiles';
import { adminOrganizationView, type MemberSummary } from '../../views/admin-organization-view';

export async function adminOrganizationRecords(organizations: readonly Organization[]) {
  const related = await Promise.all(
    organizations.map(async (organization) => {
      const [members, documents, payments] = await Promise.all([
        listMembersOfOrganization(organization.id),
        listOwnerDocuments('ORG', organization.id),
        listPaymentsOfOrganization(organization.id),
      ]);
      return { organization, members, documents, payments };
    }),
  );
  const userIds = related.flatMap(({ members }) => members.map((member) => member.userId));
  const people: ReadonlyMap<string, MemberSummary> = userIds.length > 0 ? await getUserSummaries(userIds) : new Map();
  return related.map(({ organization, ...rest }) => adminOrganizationView(organization, { ...rest, people }));
}
