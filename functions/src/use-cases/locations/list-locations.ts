import { listLocations as listOrganizationLocations } from '../../data/locations';
import { listMembersOfOrganization } from '../../data/memberships';
import type { OrgScope } from '../../domain/caller';
import { locationView } from '../../views/location-view';
import { inDisplayOrder } from '../steps/organization-locations';

/**
 * The active organization's pharmacy locations, primary first. A pharmacist in charge who is no
 * longer a member (named before Lunia cleared such assignments, issue 40) reads as none: uncovered.
 */
export async function listLocations(input: { org: OrgScope }) {
  const locations = await listOrganizationLocations(input.org.orgId);
  const named = locations.some((location) => location.pharmacistInCharge);
  const members = named ? new Set((await listMembersOfOrganization(input.org.orgId)).map((m) => m.userId)) : new Set();
  return {
    locations: inDisplayOrder(locations).map((location) =>
      location.pharmacistInCharge && !members.has(location.pharmacistInCharge.userId)
        ? locationView({ ...location, pharmacistInCharge: null, coverage: 'uncovered' })
        : locationView(location),
    ),
  };
}
