import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import { listMembersOfOrganization } from '../../data/memberships';
import { ORGANIZATION_ENTITY } from '../../data/organization-profiles';
import { getUserProfile } from '../../data/user-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { logger } from '../../lib/logger';
import type { Reaction } from './reaction';

const languageOf = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;

/**
 * An organization that has just been approved (verified false → true) e-mails its owner, in the
 * owner's language. The dedupe key names the approval (`approvedAt`): a redelivered record sends once,
 * and a new approval after a revocation (issue 24) is told again.
 */
export const sendOrganizationApproval: Reaction = {
  entity: ORGANIZATION_ENTITY,
  async handle({ eventName, oldItem, newItem }) {
    if (eventName !== 'MODIFY' || !oldItem || !newItem) return;
    if (oldItem.verified === true || newItem.verified !== true) return;
    const orgId = String(newItem.id);
    const owner = (await listMembersOfOrganization(orgId)).find((member) => member.role === 'owner');
    const profile = owner ? await getUserProfile(owner.userId) : undefined;
    if (!profile) {
      logger.warn('Approved organization has no owner to tell', { orgId });
      return;
    }
    await enqueueMail({
      template: 'organization-approved',
      to: profile.email,
      language: languageOf(profile.language),
      data: { firstName: profile.firstName, organizationName: String(newItem.name ?? '') },
      dedupeKey: `organization-approved#${orgId}#${String(newItem.approvedAt ?? '')}`,
    });
  },
};
