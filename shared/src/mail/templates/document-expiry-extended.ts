import type { DocumentType } from '../../domain/constants';
import { escapeHtml, type MailTemplate, subjectText } from '../layout';
import { longDate } from './document-expiry';
import { DOCUMENT_NAMES } from './document-reminder';

export interface DocumentExpiryExtendedData {
  firstName: string;
  type: DocumentType;
  /** The new expiry date, `YYYY-MM-DD` (Puerto Rico calendar date). */
  newExpiresOn: string;
  /** The Health Department's administrative order that extended it. */
  orderNumber: string;
  /** Organization documents: the organization's name (the e-mail goes to its owners and admins). */
  organizationName?: string;
  /** Where the owner sees the document (the documents page, or the organization's page). */
  link: string;
}

const TEXT = {
  en: {
    headline: (data: DocumentExpiryExtendedData) =>
      `${data.organizationName ? `The ${DOCUMENT_NAMES.en[data.type]} of ${data.organizationName}` : `Your ${DOCUMENT_NAMES.en[data.type]}`} expiry was extended to ${longDate('en', data.newExpiresOn)} by administrative order ${data.orderNumber}`,
    /** The subject names no organization (nothing typed in a subject, issue 39). */
    subject: (data: DocumentExpiryExtendedData) =>
      `${data.organizationName ? `Your organization's ${DOCUMENT_NAMES.en[data.type]}` : `Your ${DOCUMENT_NAMES.en[data.type]}`} expiry was extended to ${longDate('en', data.newExpiresOn)}`,
    greeting: (firstName: string) => `Hi ${firstName},`,
    explain:
      'The Puerto Rico Health Department extended licenses like this one by administrative order, and Lunia has updated the expiry date on file. You do not need to upload anything now.',
    action: 'See your documents',
    signature: 'The Lunia team',
  },
  es: {
    headline: (data: DocumentExpiryExtendedData) =>
      `${data.organizationName ? `El vencimiento de ${DOCUMENT_NAMES.es[data.type]} de ${data.organizationName}` : `El vencimiento de su ${DOCUMENT_NAMES.es[data.type]}`} se extendió al ${longDate('es', data.newExpiresOn)} por la orden administrativa ${data.orderNumber}`,
    subject: (data: DocumentExpiryExtendedData) =>
      `${data.organizationName ? `El vencimiento de ${DOCUMENT_NAMES.es[data.type]} de su organización` : `El vencimiento de su ${DOCUMENT_NAMES.es[data.type]}`} se extendió al ${longDate('es', data.newExpiresOn)}`,
    greeting: (firstName: string) => `Hola ${firstName}:`,
    explain:
      'El Departamento de Salud de Puerto Rico extendió por orden administrativa licencias como esta, y Lunia actualizó la fecha de vencimiento registrada. No tiene que subir nada ahora.',
    action: 'Ver sus documentos',
    signature: 'El equipo de Lunia',
  },
} as const;

function render(language: 'en' | 'es', data: DocumentExpiryExtendedData) {
  if (!/^https?:\/\//.test(data.link)) throw new Error('Mail links must be http(s) URLs');
  const t = TEXT[language];
  const headline = t.headline(data);
  const text = [t.greeting(data.firstName), `${headline}.`, t.explain, `${t.action}: ${data.link}`, t.signature].join(
    '\n\n',
  );
  const body = `<p>${escapeHtml(
    t.greeting(data.firstName),
  )}</p><p><strong>${escapeHtml(headline)}.</strong></p><p>${escapeHtml(t.explain)}</p><p><a href="${escapeHtml(
    data.link,
  )}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(
    t.action,
  )}</a></p><p>${escapeHtml(t.signature)}</p>`;
  return { subject: subjectText(t.subject(data), 160), text: `${text}\n`, body };
}

/**
 * An extension order moved a document's expiry date (issue 27 E): to the owner or, for an
 * organization's document, to each owner and admin, in their language.
 */
export const documentExpiryExtended: MailTemplate<DocumentExpiryExtendedData> = {
  en: (data) => render('en', data),
  es: (data) => render('es', data),
};
