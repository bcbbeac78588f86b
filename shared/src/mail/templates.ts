/**
 * Every e-mail the product sends, in English and Spanish, registered in one place: one file per
 * template under ./templates/. The mail worker renders a queued message with these; nothing else
 * builds e-mail bodies. To add an e-mail: write its template file and add one line to `templates`.
 */
import type { Language } from '../domain/constants';
import type { MailTemplate, RenderedMail } from './layout';
import { betaConfirmation } from './templates/beta-confirmation';
import { bookrxApproved } from './templates/bookrx-approved';
import { contactMessageNotification } from './templates/contact-message-notification';
import { contactMessageReceived } from './templates/contact-message-received';
import { documentExpiry } from './templates/document-expiry';
import { documentReminder } from './templates/document-reminder';
import { emailVerificationCode } from './templates/email-verification-code';
import { organizationApproved } from './templates/organization-approved';
import { organizationInvitation } from './templates/organization-invitation';
import { partnerInquiryNotification } from './templates/partner-inquiry-notification';
import { partnerInquiryReceived } from './templates/partner-inquiry-received';
import { passwordResetCode } from './templates/password-reset-code';

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
  'email-verification-code': emailVerificationCode,
  'document-reminder': documentReminder,
  'document-expiry': documentExpiry,
};

type Templates = typeof templates;
export type MailTemplateId = keyof Templates;
export type MailData<T extends MailTemplateId> = Templates[T] extends MailTemplate<infer D> ? D : never;

/** A queued e-mail. Without a type argument, the union over every template (data matching its template). */
export type MailMessage<T extends MailTemplateId = MailTemplateId> = {
  [K in T]: {
    template: K;
    to: string;
    language: Language;
    data: MailData<K>;
    /** Same key = same e-mail: the worker sends it once even if the message is delivered twice. */
    dedupeKey: string;
  };
}[T];

export const isMailTemplateId = (value: string): value is MailTemplateId => value in templates;

export function renderMail<T extends MailTemplateId>(message: MailMessage<T>): RenderedMail {
  const template = templates[message.template] as MailTemplate<MailData<T>>;
  return template[message.language](message.data);
}
