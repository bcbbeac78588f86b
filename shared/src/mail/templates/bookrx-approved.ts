import { layout, type MailTemplate } from '../layout';

export interface BookrxApprovedData {
  firstName: string;
}

/** Sent when an admin gives a pharmacist final approval for BookRx (spec §4). */
export const bookrxApproved: MailTemplate<BookrxApprovedData> = {
  en: ({ firstName }) => ({
    subject: 'You are approved for BookRx',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        'Your documents have been verified and your account is approved for BookRx, the shift marketplace for pharmacists.',
        'Sign in to Lunia and choose Access BookRx to find and take pharmacy shifts.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName }) => ({
    subject: 'Su cuenta fue aprobada para BookRx',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        'Sus documentos fueron verificados y su cuenta está aprobada para BookRx, el mercado de turnos para farmacéuticos.',
        'Inicie sesión en Lunia y elija Acceder a BookRx para encontrar y tomar turnos en farmacias.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
