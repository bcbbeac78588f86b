import type { PARTNER_TYPES } from '../../domain/constants';
import { layout, type MailTemplate } from '../layout';

/** The acknowledgement a visitor gets after sending the partnership inquiry form on /partners. */
export interface PartnerInquiryReceivedData {
  name: string;
  organization: string;
  partnerType: (typeof PARTNER_TYPES)[number];
}

const partnerTypes = {
  en: {
    pharmacy: 'pharmacy',
    clinic: 'clinic',
    startup: 'startup',
    vendor: 'vendor',
    investor: 'investor',
    other: 'partner',
  },
  es: {
    pharmacy: 'farmacia',
    clinic: 'clínica',
    startup: 'startup',
    vendor: 'proveedor',
    investor: 'inversionista',
    other: 'socio',
  },
} as const;

export const partnerInquiryReceived: MailTemplate<PartnerInquiryReceivedData> = {
  en: ({ name, organization, partnerType }) => ({
    subject: 'We received your partnership inquiry',
    ...layout(
      'en',
      [
        `Hi ${name},`,
        `Thank you for your interest in partnering with Lunia. We have received the inquiry you sent on behalf of ${organization} (${partnerTypes.en[partnerType]}).`,
        'Our partnerships team will review it and get back to you within 2-3 business days.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ name, organization, partnerType }) => ({
    subject: 'Hemos recibido su solicitud de alianza',
    ...layout(
      'es',
      [
        `Hola ${name}:`,
        `Gracias por su interés en colaborar con Lunia. Hemos recibido la solicitud que envió en nombre de ${organization} (${partnerTypes.es[partnerType]}).`,
        'Nuestro equipo de alianzas la revisará y se comunicará con usted en un plazo de 2 a 3 días laborables.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
