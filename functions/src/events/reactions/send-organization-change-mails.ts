import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import { AUDIT_EVENT_ENTITY } from '../../data/audit-events';
import { listMembersOfOrganization } from '../../data/memberships';
import { getOrganization } from '../../data/organization-profiles';
import { getUserProfile } from '../../data/user-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { logger } from '../../lib/logger';
import type { Reaction } from './reaction';

const languageOf = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;

/** The e-mail template of each super-admin decision on an organization. */
const TEMPLATES = {
  organization_change_approved: 'organization-change-approved',
  organization_change_rejected: 'organization-change-rejected',
  organization_approval_revoked: 'organization-approval-revoked',
} as const;

const isDecision = (action: string): action is keyof typeof TEMPLATES => action in TEMPLATES;

/**
 * The e-mails of Lunia's decisions on an organization (issue 24), from the audit event as it is
 * written, to each of its owners in their language: the held change of legal name or licence number
 * approved (naming the organization as it now is) or rejected (with the reason), and its approval
 * revoked (with the reason). The dedupe key is the audit event and the owner, so a redelivered record
 * sends each e-mail once.
 */
export const sendOrganizationChangeMails: Reaction = {
  entity: AUDIT_EVENT_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem || newItem.targetType !== 'ORG') return;
    const action = String(newItem.action);
    if (!isDecision(action)) return;
    const orgId = String(newItem.targetId);
    const [organization, members] = await Promise.all([getOrganization(orgId), listMembersOfOrganization(orgId)]);
    if (!organization) {
      logger.warn('Decision e-mail of an organization that is gone', { orgId, action });
      return;
    }
    const template = TEMPLATES[action];
    for (const owner of members.filter((member) => member.role === 'owner')) {
      const profile = await getUserProfile(owner.userId);
      if (!profile) continue;
      const base = { firstName: profile.firstName, organizationName: organization.name };
      const dedupeKey = `${template}#${String(newItem.id)}#${owner.userId}`;
      const addressed = { to: profile.email, language: languageOf(profile.language), dedupeKey };
      if (template === 'organization-change-approved') {
        await enqueueMail({ template, data: base, ...addressed });
      } else {
        await enqueueMail({ template, data: { ...base, reason: String(newItem.reason ?? '') }, ...addressed });
      }
    }
  },
};
