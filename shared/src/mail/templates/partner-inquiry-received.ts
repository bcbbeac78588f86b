import { layout, type MailTemplate } from '../layout';

/**
 * The acknowledgement a visitor gets after sending the partnership inquiry form on /partners. Fixed
 * text only: nothing the visitor typed or chose goes to an address that has not proven itself (issue 13).
 */
export type PartnerInquiryReceivedData = Record<string, never>;

export const partnerInquiryReceived: MailTemplate<PartnerInquiryReceivedData> = {
  en: () => ({
    subject: 'We received your partnership inquiry',
    ...layout(
      'en',
      [
        'Hello,',
        'Thank you for your interest in partnering with Lunia. We have received your inquiry.',
        'Our partnerships team will review it and get back to you within 2-3 business days.',
        'If you did not write to us, you can ignore this e-mail.',
      ],
      'The Lunia team',
    ),
  }),
  es: () => ({
    subject: 'Hemos recibido su solicitud de alianza',
    ...layout(
      'es',
      [
        'Hola:',
        'Gracias por su interés en colaborar con Lunia. Hemos recibido su solicitud.',
        'Nuestro equipo de alianzas la revisará y se comunicará con usted en un plazo de 2 a 3 días laborables.',
        'Si usted no nos escribió, puede ignorar este correo.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
