import { AppError } from '@lunia/shared/errors';
import { listLocations } from '../../data/locations';
import { adminOrganizationRecords } from '../steps/admin-organization-records';
import { inDisplayOrder, loadOrganization, ORGANIZATION_NOT_FOUND_MESSAGE } from '../steps/organization-locations';

/**
 * One organization as the admin's "view" shows it: details, members (name, e-mail, role), documents,
 * payments and revenue, and its locations (one Query under the organization), whose inspection binder
 * a super admin can open (issue 40). An unknown id is a 404.
 */
export async function getAdminOrganization({ orgId }: { orgId: string | undefined }) {
  if (!orgId) throw new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND_MESSAGE);
  const organization = await loadOrganization(orgId);
  const [[record], locations] = await Promise.all([adminOrganizationRecords([organization]), listLocations(orgId)]);
  return {
    organization: record as NonNullable<typeof record>,
    locations: inDisplayOrder(locations).map(({ id, name, isPrimary }) => ({ id, name, isPrimary })),
  };
}
