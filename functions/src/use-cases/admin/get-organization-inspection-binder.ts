import type { Language } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import type { Caller } from '../../domain/caller';
import { inspectionBinderOf } from '../steps/inspection-binder';
import { loadOrganization, ORGANIZATION_NOT_FOUND_MESSAGE } from '../steps/organization-locations';

/**
 * A super admin reads the inspection binder of a location of any organization (issue 40 item 13;
 * docs/decisions/0111-super-admin-inspection-binder.md): the same PDF its admins download. An unknown
 * organization is a 404, and so is a location of another organization.
 */
export async function getOrganizationInspectionBinder(input: {
  caller: Caller;
  orgId: string | undefined;
  locationId: string | undefined;
  language: Language;
}) {
  if (!input.orgId) throw new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND_MESSAGE);
  await loadOrganization(input.orgId);
  return inspectionBinderOf({
    orgId: input.orgId,
    locationId: input.locationId,
    language: input.language,
    requester: { caller: input.caller, role: 'super_admin' },
  });
}
