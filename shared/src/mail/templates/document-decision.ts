import type { DocumentType } from '../../domain/constants';
import { layoutWithLink, type MailTemplate, subjectText } from '../layout';
import { DOCUMENT_NAMES } from './document-reminder';

export interface DocumentApprovedData {
  firstName: string;
  type: DocumentType;
  /** Organization documents: the organization's name (the e-mail goes to its owners and admins). */
  organizationName?: string;
  /** A continuing-education certificate: the title of the activity it proves. */
  activityTitle?: string;
  /** Where the documents are seen (the upload page, or the organization's page). */
  link: string;
}

export interface DocumentDeniedData extends DocumentApprovedData {
  /** The reason the reviewer gave (shown as written). */
  reason: string;
}

/**
 * "your Pharmacist License" / "el documento Licencia de farmacia de Farmacia Sol" (one gender in
 * Spanish); a CE certificate names its activity: "su certificado de educación continua de «…»".
 */
const whose = {
  en: (data: DocumentApprovedData) => {
    if (data.activityTitle) return `your continuing education certificate for "${data.activityTitle}"`;
    return data.organizationName
      ? `the ${DOCUMENT_NAMES.en[data.type]} of ${data.organizationName}`
      : `your ${DOCUMENT_NAMES.en[data.type]}`;
  },
  es: (data: DocumentApprovedData) => {
    if (data.activityTitle) return `su certificado de educación continua de «${data.activityTitle}»`;
    return data.organizationName
      ? `el documento ${DOCUMENT_NAMES.es[data.type]} de ${data.organizationName}`
      : `su documento ${DOCUMENT_NAMES.es[data.type]}`;
  },
};

/** The same in a subject, which holds nothing anyone typed (issue 39): no organization name, no activity title. */
const whoseInSubject = {
  en: (data: DocumentApprovedData) => {
    if (data.activityTitle) return 'your continuing education certificate';
    return data.organizationName
      ? `your organization's ${DOCUMENT_NAMES.en[data.type]}`
      : `your ${DOCUMENT_NAMES.en[data.type]}`;
  },
  es: (data: DocumentApprovedData) => {
    if (data.activityTitle) return 'su certificado de educación continua';
    return data.organizationName
      ? `el documento ${DOCUMENT_NAMES.es[data.type]} de su organización`
      : `su documento ${DOCUMENT_NAMES.es[data.type]}`;
  },
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A reviewer approved a document (issue 25): its owner, or the organization's owners and admins, hear of it. */
export const documentApproved: MailTemplate<DocumentApprovedData> = {
  en: (data) => ({
    subject: subjectText(`${capitalized(whoseInSubject.en(data))} was approved on Lunia`, 120),
    ...layoutWithLink(
      'en',
      [`Hi ${data.firstName},`, `Lunia has reviewed ${whose.en(data)} and approved it.`],
      { label: data.activityTitle ? 'See your continuing education' : 'See your documents', url: data.link },
      ['Nothing else is needed for this document.'],
      'The Lunia team',
    ),
  }),
  es: (data) => ({
    subject: subjectText(`${capitalized(whoseInSubject.es(data))} fue aprobado en Lunia`, 120),
    ...layoutWithLink(
      'es',
      [`Hola ${data.firstName}:`, `Lunia revisó ${whose.es(data)} y lo aprobó.`],
      { label: data.activityTitle ? 'Ver su educación continua' : 'Ver sus documentos', url: data.link },
      ['No hace falta nada más para este documento.'],
      'El equipo de Lunia',
    ),
  }),
};

/** A reviewer denied a document (issue 25): with the reason and the next step (replace the file, resubmit). */
export const documentDenied: MailTemplate<DocumentDeniedData> = {
  en: (data) => ({
    subject: subjectText(`${capitalized(whoseInSubject.en(data))} was not approved`, 120),
    ...layoutWithLink(
      'en',
      [
        `Hi ${data.firstName},`,
        `Lunia has reviewed ${whose.en(data)} and could not approve it.`,
        `Reason: ${data.reason}`,
        data.activityTitle
          ? 'Next step: upload a corrected certificate for this activity on your continuing education page.'
          : 'Next step: upload a corrected file for this document and submit it for review again.',
      ],
      { label: 'Replace the file', url: data.link },
      ['If you have questions, reply to this e-mail.'],
      'The Lunia team',
    ),
  }),
  es: (data) => ({
    subject: subjectText(`${capitalized(whoseInSubject.es(data))} no fue aprobado`, 120),
    ...layoutWithLink(
      'es',
      [
        `Hola ${data.firstName}:`,
        `Lunia revisó ${whose.es(data)} y no pudo aprobarlo.`,
        `Motivo: ${data.reason}`,
        data.activityTitle
          ? 'Próximo paso: suba un certificado corregido para esta actividad en su página de educación continua.'
          : 'Próximo paso: suba un archivo corregido para este documento y envíelo a revisión de nuevo.',
      ],
      { label: 'Reemplazar el archivo', url: data.link },
      ['Si tiene preguntas, responda a este correo.'],
      'El equipo de Lunia',
    ),
  }),
};
