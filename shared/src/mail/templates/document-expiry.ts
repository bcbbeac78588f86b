import type { DocumentType } from '../../domain/constants';
import type { GraceStage } from '../../domain/credentials/catalogue';
import { MONTH_NAMES } from '../../domain/month-names';
import { escapeHtml, type MailTemplate, subjectText } from '../layout';
import { DOCUMENT_NAMES } from './document-reminder';

export interface DocumentExpiryData {
  firstName: string;
  type: DocumentType;
  /** The expiry date, `YYYY-MM-DD` (Puerto Rico calendar date; valid through that day). */
  expiresOn: string;
  /** Days left until the expiry date on the day the reminder went out (0: it expires today; negative: past). */
  daysLeft: number;
  /** Past expiry: the grace stage the credential entered (issue 27), whose consequence the e-mail says. */
  stage?: GraceStage;
  /** Organization documents: the organization's name (the e-mail goes to its owners and admins). */
  organizationName?: string;
  /** Where the renewed document is uploaded (the upload page, or the organization's page). */
  link: string;
}

/** "December 23, 2026" / "23 de diciembre de 2026" (a calendar date: no time zone involved). */
export function longDate(language: 'en' | 'es', date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = MONTH_NAMES[language][month - 1] ?? '';
  return language === 'en' ? `${name} ${day}, ${year}` : `${day} de ${name} de ${year}`;
}

/**
 * What each grace stage means for the holder (the catalogue's stages; sources in
 * docs/decisions/0062-puerto-rico-credential-rules.md).
 */
const STAGE_TEXT: Record<'en' | 'es', Record<GraceStage, { headline: string; consequence: string }>> = {
  en: {
    expired_fine: {
      headline: 'a fine applies',
      consequence: 'It has been expired for longer than the grace period: renewing it now carries a fine.',
    },
    inactivated: {
      headline: 'it is inactivated',
      consequence: 'It is now inactive: it may not be used until it is renewed, with the fine.',
    },
    cancelled: {
      headline: 'it is cancelled',
      consequence: 'It is now cancelled: a new registration must be requested; it cannot simply be renewed.',
    },
  },
  es: {
    expired_fine: {
      headline: 'aplica una multa',
      consequence: 'Se venció el período de gracia: renovar ahora conlleva una multa.',
    },
    inactivated: {
      headline: 'ahora en estado inactivo',
      consequence: 'En estado inactivo no puede usarse hasta que se renueve, con la multa.',
    },
    cancelled: {
      headline: 'ahora en estado cancelado',
      consequence: 'En estado cancelado ya no basta con renovar: hay que solicitar un registro nuevo.',
    },
  },
};

const TEXT = {
  en: {
    whose: (data: DocumentExpiryData) =>
      data.organizationName
        ? `The ${DOCUMENT_NAMES.en[data.type]} of ${data.organizationName}`
        : `Your ${DOCUMENT_NAMES.en[data.type]}`,
    /** The subject names no organization (nothing typed in a subject, issue 39). */
    whoseInSubject: (data: DocumentExpiryData) =>
      data.organizationName
        ? `Your organization's ${DOCUMENT_NAMES.en[data.type]}`
        : `Your ${DOCUMENT_NAMES.en[data.type]}`,
    when: (data: DocumentExpiryData) =>
      data.stage
        ? `expired on ${longDate('en', data.expiresOn)}: ${STAGE_TEXT.en[data.stage].headline}`
        : data.daysLeft === 0
          ? `expires today, ${longDate('en', data.expiresOn)}`
          : `expires in ${data.daysLeft} days, on ${longDate('en', data.expiresOn)}`,
    greeting: (firstName: string) => `Hi ${firstName},`,
    action: 'Upload the renewed document',
    explain: (data: DocumentExpiryData) =>
      data.stage
        ? STAGE_TEXT.en[data.stage].consequence
        : data.organizationName
          ? "Once it expires, the organization's verification and BookRx access are suspended until the renewed document is approved."
          : 'Once it expires, your verification and BookRx access are suspended until the renewed document is approved.',
    after: 'Upload the renewed document with its new expiry date; we review it within 1-2 business days.',
    signature: 'The Lunia team',
  },
  es: {
    whose: (data: DocumentExpiryData) =>
      data.organizationName
        ? `${DOCUMENT_NAMES.es[data.type]} de ${data.organizationName}`
        : `Su ${DOCUMENT_NAMES.es[data.type]}`,
    whoseInSubject: (data: DocumentExpiryData) =>
      data.organizationName
        ? `${DOCUMENT_NAMES.es[data.type]} de su organización`
        : `Su ${DOCUMENT_NAMES.es[data.type]}`,
    when: (data: DocumentExpiryData) =>
      data.stage
        ? `venció el ${longDate('es', data.expiresOn)}: ${STAGE_TEXT.es[data.stage].headline}`
        : data.daysLeft === 0
          ? `vence hoy, ${longDate('es', data.expiresOn)}`
          : `vence en ${data.daysLeft} días, el ${longDate('es', data.expiresOn)}`,
    greeting: (firstName: string) => `Hola ${firstName}:`,
    action: 'Subir el documento renovado',
    explain: (data: DocumentExpiryData) =>
      data.stage
        ? STAGE_TEXT.es[data.stage].consequence
        : data.organizationName
          ? 'Cuando venza, la verificación de la organización y el acceso a BookRx quedan suspendidos hasta que se apruebe el documento renovado.'
          : 'Cuando venza, su verificación y el acceso a BookRx quedan suspendidos hasta que se apruebe el documento renovado.',
    after: 'Suba el documento renovado con su nueva fecha de vencimiento; lo revisamos en 1 a 2 días laborables.',
    signature: 'El equipo de Lunia',
  },
} as const;

function render(language: 'en' | 'es', data: DocumentExpiryData) {
  if (!/^https?:\/\//.test(data.link)) throw new Error('Mail links must be http(s) URLs');
  const t = TEXT[language];
  const headline = `${t.whose(data)} ${t.when(data)}`;
  const upload = `${t.action}: ${data.link}`;
  const text = [t.greeting(data.firstName), `${headline}.`, t.explain(data), upload, t.after, t.signature].join('\n\n');
  const body = `<p>${escapeHtml(
    t.greeting(data.firstName),
  )}</p><p><strong>${escapeHtml(headline)}.</strong></p><p>${escapeHtml(t.explain(data))}</p><p><a href="${escapeHtml(
    data.link,
  )}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(
    t.action,
  )}</a></p><p>${escapeHtml(t.after)}</p><p>${escapeHtml(t.signature)}</p>`;
  return { subject: subjectText(`${t.whoseInSubject(data)} ${t.when(data)}`, 140), text: `${text}\n`, body };
}

/**
 * The daily expiry job's reminder (issue 14): 60, 30 and 7 days before a document's expiry date and
 * on the day, to the owner or, for an organization's document, to each owner and admin. Past the
 * date, once per grace stage of the credential's type (issue 27), saying the stage's consequence.
 */
export const documentExpiry: MailTemplate<DocumentExpiryData> = {
  en: (data) => render('en', data),
  es: (data) => render('es', data),
};
