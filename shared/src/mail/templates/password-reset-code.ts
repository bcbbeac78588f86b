import { layout, type MailTemplate } from '../layout';

export interface PasswordResetCodeData {
  /** The one-time code Cognito generated; valid for one hour. */
  code: string;
}

/** The password-reset code (the forgot-password page asks for it with the new password). */
export const passwordResetCode: MailTemplate<PasswordResetCodeData> = {
  en: ({ code }) => ({
    subject: 'Your Lunia password reset code',
    ...layout(
      'en',
      [
        'We received a request to reset the password of your Lunia account.',
        `Your code is: ${code}`,
        'Enter it on the password reset page together with your new password. The code is valid for 1 hour.',
        'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ code }) => ({
    subject: 'Su código para restablecer la contraseña de Lunia',
    ...layout(
      'es',
      [
        'Recibimos una solicitud para restablecer la contraseña de su cuenta de Lunia.',
        `Su código es: ${code}`,
        'Introdúzcalo en la página de restablecimiento junto con su nueva contraseña. El código es válido durante 1 hora.',
        'Si no lo solicitó, puede ignorar este correo: su contraseña no cambia.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
