import { coverageChangeIsAlert, type LocationCoverage } from '@lunia/shared/domain/location-coverage';
import { fromItem, LOCATION_ENTITY } from '../../data/locations';
import { listMembersOfOrganization } from '../../data/memberships';
import { getOrganization } from '../../data/organization-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { mailRecipientOf } from './mail-recipients';
import type { Reaction } from './reaction';

/**
 * The outbox of coverage alerts (issue 27): when a location's recorded coverage changes to at risk or
 * uncovered (steps/location-coverage.ts and the pharmacist-in-charge route record it, each change
 * once), every owner of its organization is e-mailed in their language. The dedupe key is the
 * location, the new coverage and when it changed, so a redelivered record sends nothing twice.
 * When Lunia itself cleared the pharmacist in charge (they left, lost their account or were demoted:
 * data/locations.ts releasePharmacistInCharge, issue 40), the owners get instead the e-mail that says
 * who and why, whatever the coverage was before.
 */
export const sendCoverageMails: Reaction = {
  entity: LOCATION_ENTITY,
  async handle({ newItem, oldItem }) {
    if (!newItem || !oldItem) return;
    const previous = fromItem(oldItem);
    const before = previous.coverage;
    const location = fromItem(newItem);
    const after: LocationCoverage | undefined = location.coverage;
    const release = location.inChargeReleased;
    const released = release !== undefined && release.at !== previous.inChargeReleased?.at;
    if (!released && (!coverageChangeIsAlert(before, after) || after === 'covered' || !after)) return;
    const [organization, members] = await Promise.all([
      getOrganization(location.orgId),
      listMembersOfOrganization(location.orgId),
    ]);
    if (!organization || organization.deletedAt) return;
    const owners = await Promise.all(
      members.filter((member) => member.role === 'owner').map((member) => mailRecipientOf(member.userId)),
    );
    const changedAt = location.coverageChangedAt ?? location.updatedAt;
    const link = `${env.siteUrl ?? ''}/organization-admin?tab=locations`;
    for (const owner of owners) {
      if (!owner) continue;
      if (released) {
        // Lunia cleared the pharmacist in charge (issue 40): say who and why, once per release.
        await enqueueMail({
          template: 'pharmacist-in-charge-released',
          to: owner.email,
          language: owner.language,
          data: {
            firstName: owner.firstName,
            organizationName: organization.name,
            locationName: location.name,
            pharmacistName: release.name,
            reason: release.reason,
            link,
          },
          dedupeKey: `pharmacist-in-charge-released#${location.id}#${release.userId}#${release.at}#${owner.userId}`,
        });
        continue;
      }
      if (!after || after === 'covered') continue;
      await enqueueMail({
        template: 'location-coverage',
        to: owner.email,
        language: owner.language,
        data: {
          firstName: owner.firstName,
          organizationName: organization.name,
          locationName: location.name,
          coverage: after,
          pharmacistName: location.pharmacistInCharge?.name ?? '',
          link,
        },
        dedupeKey: `location-coverage#${location.id}#${after}#${changedAt}#${owner.userId}`,
      });
    }
  },
};
