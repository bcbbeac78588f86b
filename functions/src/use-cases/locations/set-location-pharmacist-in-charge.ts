import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import {
  canBePharmacistInCharge,
  type LocationCoverage,
  locationCoverage,
} from '@lunia/shared/domain/location-coverage';
import { AppError } from '@lunia/shared/errors';
import { type Location, pharmacistInChargeChanged } from '../../data/locations';
import { getMembership, memberHoldsRole } from '../../data/memberships';
import { writeTransaction } from '../../data/transactions';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller, OrgScope } from '../../domain/caller';
import { locationView } from '../../views/location-view';
import { licenceForCoverage, pharmacistLicenceOf, pharmacistLicenceRule } from '../steps/location-coverage';
import { organizationAuditEvent } from '../steps/organization-audit';
import { loadLocation } from '../steps/organization-locations';

const NOT_A_MEMBER_MESSAGE = 'Choose a member of this organization.';

/**
 * Names a member of the active organization as a location's pharmacist in charge (farmacéutico
 * regente, issue 27), or clears it (`memberId: null`). The member must hold a current pharmacist
 * licence on Lunia, approved or awaiting review (a pending one leaves the location at risk); anyone
 * else is a 400 on `memberId` that says nothing about people outside the organization. The location,
 * its coverage and the audit event are one transaction, conditioned on the pharmacist in charge read
 * and on the member's role: a concurrent change or the member's removal makes it a 409.
 */
export async function setLocationPharmacistInCharge(input: {
  caller: Caller;
  org: OrgScope;
  locationId: string | undefined;
  memberId: string | null;
  now?: Date;
}) {
  const { orgId } = input.org;
  const now = input.now ?? new Date();
  const at = now.toISOString();
  const location = await loadLocation(orgId, input.locationId);
  const fromUserId = location.pharmacistInCharge?.userId ?? null;
  if (input.memberId === fromUserId) return { location: locationView(location) };

  let next: Location['pharmacistInCharge'] = null;
  let coverage: LocationCoverage = 'uncovered';
  const guards = [];
  if (input.memberId !== null) {
    const membership = await getMembership(orgId, input.memberId);
    if (!membership || membership.orgDeletedAt)
      throw new AppError('VALIDATION_FAILED', NOT_A_MEMBER_MESSAGE, 'memberId');
    const [licence, profile, rule] = await Promise.all([
      pharmacistLicenceOf(input.memberId),
      getUserProfile(input.memberId),
      pharmacistLicenceRule(),
    ]);
    const today = puertoRicoToday(now);
    if (!canBePharmacistInCharge(licenceForCoverage(licence), today, rule)) {
      throw new AppError('PHARMACIST_LICENSE_REQUIRED', undefined, 'memberId');
    }
    const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() || profile.email : input.memberId;
    next = { userId: input.memberId, name, setAt: at, setBy: input.caller.userId };
    coverage = locationCoverage({
      pharmacistInCharge: { isMember: true, licence: licenceForCoverage(licence) },
      today,
      rule,
    });
    guards.push(memberHoldsRole(orgId, input.memberId, membership.role));
  }
  const coverageChangedAt = coverage !== location.coverage ? at : undefined;
  await writeTransaction(
    [
      pharmacistInChargeChanged(location, { fromUserId, to: next, coverage, coverageChangedAt, at }),
      ...guards,
      await organizationAuditEvent({
        caller: input.caller,
        orgId,
        role: input.org.role,
        action: 'location_updated',
        at,
        location,
        changedFields: ['pharmacistInCharge'],
      }),
    ],
    new AppError('CONFLICT', 'The pharmacist in charge or the member changed meanwhile. Reload and try again.'),
  );
  return {
    location: locationView({
      ...location,
      pharmacistInCharge: next,
      coverage,
      ...(coverageChangedAt ? { coverageChangedAt } : {}),
      updatedAt: at,
    }),
  };
}
