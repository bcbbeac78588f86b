import { layout, type MailTemplate } from '../layout';

export interface PasswordChangedData {
  firstName: string;
  /** `changed`: on /account with the current password; `reset`: with a code sent by e-mail. */
  how: 'changed' | 'reset';
  /** The forgot-password page, for someone who did not do this. */
  link: string;
}

/** Sent after the password of an account was changed or reset; every other session was ended (issue 25). */
export const passwordChanged: MailTemplate<PasswordChangedData> = {
  en: ({ firstName, how, link }) => ({
    subject: 'Your Lunia password was changed',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        how === 'reset'
          ? 'The password of your Lunia account was just reset with a code sent to this address.'
          : 'The password of your Lunia account was just changed from your account settings.',
        'For your safety, every device that was signed in has been signed out.',
        `If you did not do this, reset your password now at ${link} and contact Lunia support.`,
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, how, link }) => ({
    subject: 'Se cambió la contraseña de su cuenta de Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        how === 'reset'
          ? 'La contraseña de su cuenta de Lunia se acaba de restablecer con un código enviado a esta dirección.'
          : 'La contraseña de su cuenta de Lunia se acaba de cambiar desde la configuración de su cuenta.',
        'Por su seguridad, se cerró la sesión en todos los dispositivos donde estaba abierta.',
        `Si no fue usted, restablezca su contraseña ahora en ${link} y comuníquese con el soporte de Lunia.`,
      ],
      'El equipo de Lunia',
    ),
  }),
};
