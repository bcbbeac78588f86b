import { layout, type MailTemplate } from '../layout';

export interface AccountDeletedData {
  firstName: string;
}

/** Sent to the address of an account its owner just deleted, before Lunia forgets the address (issue 25). */
export const accountDeleted: MailTemplate<AccountDeletedData> = {
  en: ({ firstName }) => ({
    subject: 'Your Lunia account was deleted',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        'Your Lunia account was deleted at your request. Your profile, photo, documents, organization memberships and pending invitations have been removed, and you can no longer sign in.',
        'As the law requires for health-care records, the audit trail of what happened in Lunia is kept, without your name or e-mail address.',
        'This is the last e-mail Lunia sends to this address. If you did not ask for this, contact Lunia support right away.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName }) => ({
    subject: 'Se eliminó su cuenta de Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        'Su cuenta de Lunia se eliminó a petición suya. Se eliminaron su perfil, su foto, sus documentos, sus membresías en organizaciones y sus invitaciones pendientes, y ya no puede iniciar sesión.',
        'Como exige la ley para los registros de salud, se conserva el registro de auditoría de lo que ocurrió en Lunia, sin su nombre ni su correo electrónico.',
        'Este es el último correo que Lunia envía a esta dirección. Si usted no lo pidió, comuníquese de inmediato con el soporte de Lunia.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
