import { layout, type MailTemplate } from '../layout';

/**
 * The acknowledgement a visitor gets after sending the contact form on /contact. Fixed text only:
 * the address has not proven itself, so nothing the visitor typed (not even their name) goes to it,
 * or the form would relay anyone's text to any address (issue 13).
 */
export type ContactMessageReceivedData = Record<string, never>;

export const contactMessageReceived: MailTemplate<ContactMessageReceivedData> = {
  en: () => ({
    subject: 'We received your message',
    ...layout(
      'en',
      [
        'Hello,',
        'Thank you for contacting Lunia. We have received your message and will reply within 24 hours.',
        'If you did not write to us, you can ignore this e-mail.',
      ],
      'The Lunia team',
    ),
  }),
  es: () => ({
    subject: 'Hemos recibido su mensaje',
    ...layout(
      'es',
      [
        'Hola:',
        'Gracias por comunicarse con Lunia. Hemos recibido su mensaje y le responderemos en un plazo de 24 horas.',
        'Si usted no nos escribió, puede ignorar este correo.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
