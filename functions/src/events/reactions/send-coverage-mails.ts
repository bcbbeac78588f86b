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
 */
export const sendCoverageMails: Reaction = {
  entity: LOCATION_ENTITY,
  async handle({ newItem, oldItem }) {
    if (!newItem || !oldItem) return;
    const before = fromItem(oldItem).coverage;
    const location = fromItem(newItem);
    const after: LocationCoverage | undefined = location.coverage;
    if (!coverageChangeIsAlert(before, after) || after === 'covered' || !after) return;
    const [organization, members] = await Promise.all([
      getOrganization(location.orgId),
      listMembersOfOrganization(location.orgId),
    ]);
    if (!organization || organization.deletedAt) return;
    const owners = await Promise.all(
      members.filter((member) => member.role === 'owner').map((member) => mailRecipientOf(member.userId)),
    );
    const changedAt = location.coverageChangedAt ?? location.updatedAt;
    for (const owner of owners) {
      if (!owner) continue;
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
          link: `${env.siteUrl ?? ''}/organization-admin?tab=locations`,
        },
        dedupeKey: `location-coverage#${location.id}#${after}#${changedAt}#${owner.userId}`,
      });
    }
  },
};
