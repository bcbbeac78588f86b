import { AUDIT_EVENT_ENTITY } from '../../data/audit-events';
import { listMembersOfOrganization } from '../../data/memberships';
import { getOrganization } from '../../data/organization-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { type MailRecipient as Person, mailRecipientOf as personOf } from './mail-recipients';
import type { Reaction } from './reaction';

const LIFECYCLE_ACTIONS = new Set([
  'organization_suspended',
  'organization_unsuspended',
  'ownership_transferred',
  'organization_deleted',
]);

/**
 * The e-mails of an organization's lifecycle (issue 24), from its audit event as it is written, each
 * in its addressee's language: the owners hear of a suspension and its lifting (with the reason), both
 * people of an ownership transfer hear of it, and every other member hears of a deletion. The dedupe
 * key is the audit event and the addressee, so a redelivered record sends each e-mail once.
 */
export const sendOrganizationLifecycleMails: Reaction = {
  entity: AUDIT_EVENT_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem || newItem.targetType !== 'ORG') return;
    const action = String(newItem.action);
    if (!LIFECYCLE_ACTIONS.has(action)) return;
    const orgId = String(newItem.targetId);
    const eventId = String(newItem.id);
    const [organization, members] = await Promise.all([getOrganization(orgId), listMembersOfOrganization(orgId)]);
    if (!organization) {
      logger.warn('Lifecycle e-mail of an organization that is gone', { orgId, action });
      return;
    }
    const organizationName = organization.name;
    const dedupeKey = (template: string, person: Person) => `${template}#${eventId}#${person.userId}`;

    if (action === 'organization_suspended' || action === 'organization_unsuspended') {
      const template = action === 'organization_suspended' ? 'organization-suspended' : 'organization-unsuspended';
      const owners = members.filter((member) => member.role === 'owner');
      for (const owner of owners) {
        const person = await personOf(owner.userId);
        if (!person) continue;
        await enqueueMail({
          template,
          to: person.email,
          language: person.language,
          data: {
            firstName: person.firstName,
            organizationName,
            reason: String(newItem.reason ?? ''),
            // A suspension names the support contact (issue 39); it also is the e-mail's Reply-To.
            ...(template === 'organization-suspended' && env.supportInbox ? { supportEmail: env.supportInbox } : {}),
          },
          dedupeKey: dedupeKey(template, person),
        });
      }
      return;
    }

    if (action === 'ownership_transferred') {
      const [former, next] = await Promise.all([personOf(String(newItem.actorId)), personOf(String(newItem.memberId))]);
      if (!former || !next) {
        logger.warn('Ownership transfer without both people to tell', { orgId, eventId });
        return;
      }
      const template = 'organization-ownership-transferred';
      for (const [person, other, newRole] of [
        [next, former, 'owner'],
        [former, next, 'admin'],
      ] as const) {
        await enqueueMail({
          template,
          to: person.email,
          language: person.language,
          data: { firstName: person.firstName, organizationName, newRole, otherName: other.name },
          dedupeKey: dedupeKey(template, person),
        });
      }
      return;
    }

    const template = 'organization-deleted';
    for (const member of members.filter((m) => m.userId !== newItem.actorId)) {
      const person = await personOf(member.userId);
      if (!person) continue;
      await enqueueMail({
        template,
        to: person.email,
        language: person.language,
        data: { firstName: person.firstName, organizationName },
        dedupeKey: dedupeKey(template, person),
      });
    }
  },
};
