import type { DocumentContext } from '../../domain/constants';
import { layoutWithLink, type MailTemplate } from '../layout';

export interface ReviewSubmittedData {
  /** The admin's first name. */
  firstName: string;
  /** Who submitted: the pharmacist's name, or the organization's name. */
  submitterName: string;
  context: DocumentContext;
  /** The review queue of that context in the admin area. */
  link: string;
}

export interface ReviewDigestData {
  firstName: string;
  /** Documents waiting for review when the digest was made, by review queue. */
  individual: number;
  organization: number;
  /** The admin review area. */
  link: string;
}

/** Documents were submitted for review (issue 25): an admin who chose immediate alerts hears of each submission. */
export const reviewSubmitted: MailTemplate<ReviewSubmittedData> = {
  en: ({ firstName, submitterName, context, link }) => ({
    subject: context === 'organization' ? 'Organization documents to review on Lunia' : 'Documents to review on Lunia',
    ...layoutWithLink(
      'en',
      [
        `Hi ${firstName},`,
        context === 'organization'
          ? `The organization ${submitterName} submitted its documents for review on Lunia.`
          : `${submitterName} submitted their documents for review on Lunia.`,
      ],
      { label: 'Open the review queue', url: link },
      ['You receive these alerts one by one; you can switch to a daily digest in the admin settings.'],
      'Lunia',
    ),
  }),
  es: ({ firstName, submitterName, context, link }) => ({
    subject:
      context === 'organization'
        ? 'Documentos de organización por revisar en Lunia'
        : 'Documentos por revisar en Lunia',
    ...layoutWithLink(
      'es',
      [
        `Hola ${firstName}:`,
        context === 'organization'
          ? `La organización ${submitterName} envió sus documentos a revisión en Lunia.`
          : `${submitterName} envió sus documentos a revisión en Lunia.`,
      ],
      { label: 'Abrir la cola de revisión', url: link },
      ['Recibe estos avisos uno por uno; puede cambiar a un resumen diario en la configuración de administración.'],
      'Lunia',
    ),
  }),
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The daily digest (issue 25): what waits in the review queues, to an admin who chose it. */
export const reviewDigest: MailTemplate<ReviewDigestData> = {
  en: ({ firstName, individual, organization, link }) => ({
    subject: `${plural(individual + organization, 'document waits', 'documents wait')} for review on Lunia`,
    ...layoutWithLink(
      'en',
      [
        `Hi ${firstName},`,
        `Waiting for review today: ${plural(individual, 'individual document', 'individual documents')} and ${plural(organization, 'organization document', 'organization documents')}.`,
      ],
      { label: 'Open the review queue', url: link },
      ['You receive this digest once a day; you can switch to immediate alerts in the admin settings.'],
      'Lunia',
    ),
  }),
  es: ({ firstName, individual, organization, link }) => ({
    subject: `${plural(individual + organization, 'documento espera', 'documentos esperan')} revisión en Lunia`,
    ...layoutWithLink(
      'es',
      [
        `Hola ${firstName}:`,
        `Esperan revisión hoy: ${plural(individual, 'documento individual', 'documentos individuales')} y ${plural(organization, 'documento de organización', 'documentos de organización')}.`,
      ],
      { label: 'Abrir la cola de revisión', url: link },
      ['Recibe este resumen una vez al día; puede cambiar a avisos inmediatos en la configuración de administración.'],
      'Lunia',
    ),
  }),
};
