/**
 * How each e-mail leaves (issue 39). Two streams, each with its own SES configuration set (and so its
 * own reputation figures; both feed the suppression list): `transactional` (codes, security notices,
 * decisions, receipts, answers to forms) is never paced nor queued behind anything else; `bulk`
 * (reminders) is paced to the stage's bulk share of the SES rate (infra/lib/stage-config.ts).
 * E-mails that invite a reply ("reply to this e-mail") carry a Reply-To of the stage's support inbox,
 * since the sender address takes no mail.
 */
import type { MailTemplateId } from './templates';

export type MailStream = 'transactional' | 'bulk';

/** The reminders: many recipients at once, started by an admin or a schedule, not by the recipient. */
const BULK_TEMPLATES: ReadonlySet<MailTemplateId> = new Set<MailTemplateId>([
  'document-reminder',
  'document-expiry',
  'ce-reminder',
]);

/** E-mails whose text asks the reader to reply, or to contact support about the decision they carry. */
const REPLY_TEMPLATES: ReadonlySet<MailTemplateId> = new Set<MailTemplateId>([
  'document-denied',
  'name-change-rejected',
  'organization-change-rejected',
  'organization-approval-revoked',
  'organization-suspended',
]);

export const mailStreamOf = (template: MailTemplateId): MailStream =>
  BULK_TEMPLATES.has(template) ? 'bulk' : 'transactional';

export const invitesReply = (template: MailTemplateId): boolean => REPLY_TEMPLATES.has(template);
