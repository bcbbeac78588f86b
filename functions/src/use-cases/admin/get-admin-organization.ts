import { AppError } from '@lunia/shared/errors';
import { adminOrganizationRecords } from '../steps/admin-organization-records';
import { loadOrganization, ORGANIZATION_NOT_FOUND_MESSAGE } from '../steps/organization-locations';

/**
 * One organization as the admin's "view" shows it: details, members (name, e-mail, role), documents,
 * payments and revenue. An unknown id is a 404.
 */
export async function getAdminOrganization({ orgId }: { orgId: string | undefined }) {
  if (!orgId) throw new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND_MESSAGE);
  const organization = await loadOrganization(orgId);
  const [record] = await adminOrganizationRecords([organization]);
  return { organization: record as NonNullable<typeof record> };
}
