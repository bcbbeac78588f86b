/**
 * Every e-mail the product sends, in English and Spanish, registered in one place: one file per
 * template under ./templates/. The mail worker renders a queued message with these; nothing else
 * builds e-mail bodies. To add an e-mail: write its template file and add one line to `templates`.
 */
import type { Language } from '../domain/constants';
import { type MailTemplate, mailDocument, type RenderedMail } from './layout';
import { accountDeleted } from './templates/account-deleted';
import { betaConfirmation } from './templates/beta-confirmation';
import { billingPaymentFailed } from './templates/billing-payment-failed';
import { billingReceipt } from './templates/billing-receipt';
import { billingRefund } from './templates/billing-refund';
import { bookrxApproved } from './templates/bookrx-approved';
import { ceReminder } from './templates/ce-reminder';
import { contactMessageNotification } from './templates/contact-message-notification';
import { contactMessageReceived } from './templates/contact-message-received';
import { documentApproved, documentDenied } from './templates/document-decision';
import { documentExpiry } from './templates/document-expiry';
import { documentExpiryExtended } from './templates/document-expiry-extended';
import { documentReminder } from './templates/document-reminder';
import { emailVerificationCode } from './templates/email-verification-code';
import { locationCoverage } from './templates/location-coverage';
import { nameChangeApproved, nameChangeRejected } from './templates/name-change';
import { organizationApproved } from './templates/organization-approved';
import {
  organizationApprovalRevoked,
  organizationChangeApproved,
  organizationChangeRejected,
} from './templates/organization-change';
import { organizationDeleted } from './templates/organization-deleted';
import { organizationInvitation } from './templates/organization-invitation';
import { organizationOwnershipTransferred } from './templates/organization-ownership';
import { organizationSuspended, organizationUnsuspended } from './templates/organization-suspension';
import { partnerInquiryNotification } from './templates/partner-inquiry-notification';
import { partnerInquiryReceived } from './templates/partner-inquiry-received';
import { passwordChanged } from './templates/password-changed';
import { passwordResetCode } from './templates/password-reset-code';
import { pharmacistInChargeReleased } from './templates/pharmacist-in-charge-released';
import { registrationAttempt } from './templates/registration-attempt';
import { reviewDigest, reviewSubmitted } from './templates/review-alerts';
import { inviteAccepted, memberRemoved, memberRoleChanged } from './templates/team-changes';

export type { RenderedMail } from './layout';

const templates = {
  'beta-confirmation': betaConfirmation,
  'bookrx-approved': bookrxApproved,
  'organization-approved': organizationApproved,
  'organization-invitation': organizationInvitation,
  'partner-inquiry-received': partnerInquiryReceived,
  'partner-inquiry-notification': partnerInquiryNotification,
  'contact-message-received': contactMessageReceived,
  'contact-message-notification': contactMessageNotification,
  'password-reset-code': passwordResetCode,
  'password-changed': passwordChanged,
  'account-deleted': accountDeleted,
  'email-verification-code': emailVerificationCode,
  'registration-attempt': registrationAttempt,
  'document-reminder': documentReminder,
  'document-expiry': documentExpiry,
  'document-expiry-extended': documentExpiryExtended,
  'ce-reminder': ceReminder,
  'billing-receipt': billingReceipt,
  'billing-payment-failed': billingPaymentFailed,
  'billing-refund': billingRefund,
  'organization-suspended': organizationSuspended,
  'organization-unsuspended': organizationUnsuspended,
  'organization-ownership-transferred': organizationOwnershipTransferred,
  'organization-deleted': organizationDeleted,
  'organization-change-approved': organizationChangeApproved,
  'organization-change-rejected': organizationChangeRejected,
  'organization-approval-revoked': organizationApprovalRevoked,
  'name-change-approved': nameChangeApproved,
  'name-change-rejected': nameChangeRejected,
  'document-approved': documentApproved,
  'document-denied': documentDenied,
  'invite-accepted': inviteAccepted,
  'member-role-changed': memberRoleChanged,
  'member-removed': memberRemoved,
  'review-submitted': reviewSubmitted,
  'review-digest': reviewDigest,
  'location-coverage': locationCoverage,
  'pharmacist-in-charge-released': pharmacistInChargeReleased,
};

type Templates = typeof templates;
export type MailTemplateId = keyof Templates;
export type MailData<T extends MailTemplateId> = Templates[T] extends MailTemplate<infer D> ? D : never;

/**
 * What a template renders: its id, the language and its data. A queued e-mail (`MailMessage`, with the
 * addressee and the dedupe key) is defined by its schema in ../queue-messages.ts.
 */
export type MailContent<T extends MailTemplateId = MailTemplateId> = {
  [K in T]: { template: K; language: Language; data: MailData<K> };
}[T];

/**
 * Renders a template's content (a queued message's other fields, if passed along, are ignored): its
 * HTML part a complete document in the message's language, titled with the subject (layout.ts).
 */
export function renderMail<M extends MailContent>(message: M): RenderedMail {
  const template = templates[message.template] as MailTemplate<MailData<M['template']>>;
  const { subject, text, body } = template[message.language](message.data as MailData<M['template']>);
  return { subject, text, html: mailDocument(message.language, subject, body) };
}
