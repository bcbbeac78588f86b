/** Reading an organization's locations as use cases need them: under the organization, never by id alone. */
import { AppError } from '@lunia/shared/errors';
import { getLocation, type Location, listLocations } from '../../data/locations';
import { getOrganization, type Organization } from '../../data/organization-profiles';

export const LOCATION_NOT_FOUND_MESSAGE = 'Location not found.';
export const ORGANIZATION_NOT_FOUND_MESSAGE = 'Organization not found.';

/** The organization a member acts for (its membership was checked; the organization must still exist). */
export async function loadOrganization(orgId: string): Promise<Organization> {
  const organization = await getOrganization(orgId);
  if (!organization) throw new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND_MESSAGE);
  return organization;
}

/** A location of this organization; an id of another organization's location is a 404 like any unknown id. */
export async function loadLocation(orgId: string, locationId: string | undefined): Promise<Location> {
  const location = locationId ? await getLocation(orgId, locationId) : undefined;
  if (!location) throw new AppError('NOT_FOUND', LOCATION_NOT_FOUND_MESSAGE);
  return location;
}

/** The organization's primary location, if it has locations. */
export async function findPrimaryLocation(orgId: string): Promise<Location | undefined> {
  return (await listLocations(orgId)).find((location) => location.isPrimary);
}

/** Primary first, then oldest first (the order of the Pharmacy Locations tab). */
export function inDisplayOrder(locations: Location[]): Location[] {
  return [...locations].sort(
    (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.createdAt.localeCompare(b.createdAt),
  );
}
