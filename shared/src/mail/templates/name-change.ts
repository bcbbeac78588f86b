import { layout, type MailTemplate } from '../layout';

export interface NameChangeApprovedData {
  /** The person's first name after the change. */
  firstName: string;
  /** The full legal name now on file. */
  fullName: string;
}

export interface NameChangeRejectedData {
  firstName: string;
  /** The reason the super admin gave (shown as written). */
  reason: string;
}

/** Sent to the person when Lunia approves the new legal name they asked for (issue 38). */
export const nameChangeApproved: MailTemplate<NameChangeApprovedData> = {
  en: ({ firstName, fullName }) => ({
    subject: 'Your name was updated on Lunia',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `Lunia has reviewed and approved the change of legal name you asked for. Your account and your verification page now show ${fullName}.`,
        'Sign in to Lunia and open your account page to see it.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, fullName }) => ({
    subject: 'Su nombre se actualizó en Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `Lunia revisó y aprobó el cambio de nombre legal que solicitó. Su cuenta y su página de verificación ahora muestran ${fullName}.`,
        'Inicie sesión en Lunia y abra su página de cuenta para verlo.',
      ],
      'El equipo de Lunia',
    ),
  }),
};

/** Sent to the person when Lunia rejects the new legal name they asked for, with the reason (issue 38). */
export const nameChangeRejected: MailTemplate<NameChangeRejectedData> = {
  en: ({ firstName, reason }) => ({
    subject: 'Your name change was not approved',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        'Lunia has reviewed your request to change your legal name and could not approve it. The name on your account stays as it was.',
        `Reason: ${reason}`,
        'You can send a corrected request from your account page, or reply to this e-mail with any questions.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, reason }) => ({
    subject: 'Su cambio de nombre no fue aprobado',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        'Lunia revisó su solicitud de cambiar su nombre legal y no pudo aprobarla. El nombre de su cuenta se mantiene.',
        `Motivo: ${reason}`,
        'Puede enviar una solicitud corregida desde su página de cuenta, o responder a este correo si tiene preguntas.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
