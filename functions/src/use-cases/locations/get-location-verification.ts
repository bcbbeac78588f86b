import type { LocationVerification } from '@lunia/shared/api/schemas/locations';
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { AppError } from '@lunia/shared/errors';
import { getLocationVerificationLink } from '../../data/location-verification-links';
import { getLocation } from '../../data/locations';
import { getOrganization } from '../../data/organization-profiles';
import { credentialCounts, readLocationRecords } from '../steps/location-records';
import { type LinkView, viewedLink } from '../steps/verification-view-limit';

const revoked = () =>
  new AppError('VERIFICATION_LINK_REVOKED', 'The organization revoked this binder’s verification link.');
const closed = () => new AppError('VERIFICATION_LOCATION_CLOSED');

/**
 * What an inspection binder's QR code opens (issue 43; docs/decisions/0127-location-summary-link.md):
 * the location's summary as Lunia records it now, the same as the binder's first page, without any
 * person's e-mail, document or file. Unknown or malformed tokens are 404; a link the organization
 * revoked (created before the location's `binderLinksRevokedBefore`, VERIFICATION_LINK_REVOKED) or past
 * its 90 days (VERIFICATION_LINK_EXPIRED) is 410, and so is the link of a deleted location or of a deleted
 * or suspended organization (VERIFICATION_LOCATION_CLOSED): the page says which. Views share the per-IP limit of the
 * employer verification page (a separate window).
 */
export async function getLocationVerification({
  token,
  event,
  now = new Date(),
}: LinkView): Promise<{ verification: LocationVerification }> {
  const link = await viewedLink('location-verification-view', { token, event, now }, getLocationVerificationLink);
  if (Date.parse(link.linkExpiresAt) <= now.getTime()) throw new AppError('VERIFICATION_LINK_EXPIRED');
  const [organization, location] = await Promise.all([
    getOrganization(link.orgId),
    getLocation(link.orgId, link.locationId),
  ]);
  if (!organization || !location || organization.deletedAt || organization.suspended) throw closed();
  if (location.binderLinksRevokedBefore && link.createdAt <= location.binderLinksRevokedBefore) throw revoked();
  const today = puertoRicoToday(now);
  const records = await readLocationRecords(link.orgId, link.locationId, today);
  const inCharge = records.inCharge;
  const counts = credentialCounts(records, today);
  return {
    verification: {
      organization: organization.name,
      location: location.name,
      city: location.city,
      pharmacyLicense: location.pharmacyLicense,
      pharmacistInCharge: inCharge
        ? { name: inCharge.name, licenseNumber: records.people.get(inCharge.userId)?.licenseNumber ?? '' }
        : null,
      coverage: inCharge ? records.coverage : 'uncovered',
      staff: counts.staff,
      credentials: { current: counts.current, expiring: counts.expiring, missing: counts.missing },
      checkedAt: now.toISOString(),
      binderGeneratedAt: link.createdAt,
      linkExpiresAt: link.linkExpiresAt,
    },
  };
}
