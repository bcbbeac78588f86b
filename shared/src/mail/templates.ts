/**
 * Every e-mail the product sends, in English and Spanish, registered in one place: one file per
 * template under ./templates/. The mail worker renders a queued message with these; nothing else
 * builds e-mail bodies. To add an e-mail: write its template file and add one line to `templates`.
 */
import type { Language } from '../domain/constants';
import type { MailTemplate, RenderedMail } from './layout';
import { betaConfirmation } from './templates/beta-confirmation';

export type { RenderedMail } from './layout';

const templates = {
  'beta-confirmation': betaConfirmation,
};

type Templates = typeof templates;
export type MailTemplateId = keyof Templates;
export type MailData<T extends MailTemplateId> = Templates[T] extends MailTemplate<infer D> ? D : never;

export interface MailMessage<T extends MailTemplateId = MailTemplateId> {
  template: T;
  to: string;
  language: Language;
  data: MailData<T>;
  /** Same key = same e-mail: the worker sends it once even if the message is delivered twice. */
  dedupeKey: string;
}

export const isMailTemplateId = (value: string): value is MailTemplateId => value in templates;

export function renderMail<T extends MailTemplateId>(message: MailMessage<T>): RenderedMail {
  const template = templates[message.template] as MailTemplate<MailData<T>>;
  return template[message.language](message.data);
}
