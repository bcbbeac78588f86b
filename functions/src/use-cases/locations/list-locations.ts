import { listLocations as listOrganizationLocations } from '../../data/locations';
import type { OrgScope } from '../../domain/caller';
import { locationView } from '../../views/location-view';
import { inDisplayOrder } from '../steps/organization-locations';

/** The active organization's pharmacy locations, primary first. */
export async function listLocations(input: { org: OrgScope }) {
  const locations = await listOrganizationLocations(input.org.orgId);
  return { locations: inDisplayOrder(locations).map(locationView) };
}
