import { layout, type MailTemplate } from '../layout';

/** The acknowledgement a visitor gets after sending the contact form on /contact. */
export interface ContactMessageReceivedData {
  name: string;
}

export const contactMessageReceived: MailTemplate<ContactMessageReceivedData> = {
  en: ({ name }) => ({
    subject: 'We received your message',
    ...layout(
      'en',
      [`Hi ${name},`, 'Thank you for contacting Lunia. We have received your message and will reply within 24 hours.'],
      'The Lunia team',
    ),
  }),
  es: ({ name }) => ({
    subject: 'Hemos recibido su mensaje',
    ...layout(
      'es',
      [
        `Hola ${name}:`,
        'Gracias por comunicarse con Lunia. Hemos recibido su mensaje y le responderemos en un plazo de 24 horas.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
