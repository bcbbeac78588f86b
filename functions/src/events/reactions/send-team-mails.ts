import { ORG_ROLES, type OrgRole } from '@lunia/shared/domain/constants';
import { AUDIT_EVENT_ENTITY } from '../../data/audit-events';
import { getInvite } from '../../data/invites';
import { getOrganization } from '../../data/organization-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { logger } from '../../lib/logger';
import { mailRecipientOf } from './mail-recipients';
import type { Reaction } from './reaction';

const roleOf = (value: unknown): OrgRole | undefined =>
  (ORG_ROLES as readonly unknown[]).includes(value) ? (value as OrgRole) : undefined;

/**
 * The team e-mails of issue 25, from the organization's audit event as it is written, each in its
 * addressee's language: the person who sent an invitation hears that it was accepted, and a member
 * hears that their role changed or that they were removed (not when they acted on themselves). The
 * dedupe key is the audit event and the addressee, so a redelivered record sends each e-mail once.
 */
export const sendTeamMails: Reaction = {
  entity: AUDIT_EVENT_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem || newItem.targetType !== 'ORG') return;
    const action = String(newItem.action);
    if (action !== 'invite_accepted' && action !== 'member_role_changed' && action !== 'member_removed') return;
    const orgId = String(newItem.targetId);
    const eventId = String(newItem.id);
    const actorId = String(newItem.actorId);
    const organization = await getOrganization(orgId);
    if (!organization) {
      logger.warn('Team e-mail of an organization that is gone', { orgId, action });
      return;
    }
    const organizationName = organization.name;

    if (action === 'invite_accepted') {
      const invite = typeof newItem.inviteId === 'string' ? await getInvite(orgId, newItem.inviteId) : undefined;
      if (!invite || invite.invitedBy === actorId) return;
      // Optional for the inviter (notification preferences): the team page shows the new member too.
      const [inviter, member] = await Promise.all([
        mailRecipientOf(invite.invitedBy, 'inviteAccepted'),
        mailRecipientOf(actorId),
      ]);
      if (!inviter || !member) return;
      await enqueueMail({
        template: 'invite-accepted',
        to: inviter.email,
        language: inviter.language,
        data: { firstName: inviter.firstName, memberName: member.name, organizationName, role: invite.role },
        dedupeKey: `invite-accepted#${eventId}#${inviter.userId}`,
        unsubscribe: { userId: inviter.userId, category: 'inviteAccepted' },
      });
      return;
    }

    const memberId = typeof newItem.memberId === 'string' ? newItem.memberId : undefined;
    if (!memberId || memberId === actorId) return;
    const member = await mailRecipientOf(memberId);
    if (!member) return;
    const addressed = { to: member.email, language: member.language };
    if (action === 'member_removed') {
      await enqueueMail({
        template: 'member-removed',
        ...addressed,
        data: { firstName: member.firstName, organizationName },
        dedupeKey: `member-removed#${eventId}#${memberId}`,
      });
      return;
    }
    const fromRole = roleOf(newItem.fromRole);
    const toRole = roleOf(newItem.toRole);
    if (!fromRole || !toRole) return;
    await enqueueMail({
      template: 'member-role-changed',
      ...addressed,
      data: { firstName: member.firstName, organizationName, fromRole, toRole },
      dedupeKey: `member-role-changed#${eventId}#${memberId}`,
    });
  },
};
