import { layout, type MailTemplate } from '../layout';

/**
 * No name: the address has not proven itself yet, and a name typed at registration is not proven
 * either, so the code e-mail greets no one by it (issue 39).
 */
export interface EmailVerificationCodeData {
  /** The 6-digit code; valid for 15 minutes and 5 tries. */
  code: string;
  /**
   * 'change': the address is becoming the account's e-mail; 'verify': it is the account's e-mail;
   * 'register': the account was just created and waits for this code (issue 25).
   */
  purpose: 'change' | 'verify' | 'register';
}

/** The code that proves the user owns this address (account settings asks for it). */
export const emailVerificationCode: MailTemplate<EmailVerificationCodeData> = {
  en: ({ code, purpose }) => ({
    subject: `Your Lunia verification code: ${code}`,
    ...layout(
      'en',
      [
        'Hello,',
        {
          change: 'You asked to use this address as the e-mail of your Lunia account.',
          verify: 'You asked to verify the e-mail of your Lunia account.',
          register: 'You created a Lunia account with this address. Confirm it to start using your account.',
        }[purpose],
        `Your code is: ${code}`,
        purpose === 'register'
          ? 'Enter it on the confirmation page. The code is valid for 15 minutes; accounts not confirmed within 7 days are removed.'
          : 'Enter it in your account settings. The code is valid for 15 minutes.',
        purpose === 'change'
          ? 'If you did not ask for this, you can ignore this e-mail: the account e-mail will not change.'
          : 'If you did not ask for this, you can ignore this e-mail.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ code, purpose }) => ({
    subject: `Su código de verificación de Lunia: ${code}`,
    ...layout(
      'es',
      [
        'Hola:',
        {
          change: 'Solicitó usar esta dirección como correo electrónico de su cuenta de Lunia.',
          verify: 'Solicitó verificar el correo electrónico de su cuenta de Lunia.',
          register: 'Creó una cuenta de Lunia con esta dirección. Confírmela para empezar a usar su cuenta.',
        }[purpose],
        `Su código es: ${code}`,
        purpose === 'register'
          ? 'Introdúzcalo en la página de confirmación. El código es válido durante 15 minutos; las cuentas sin confirmar en 7 días se eliminan.'
          : 'Introdúzcalo en la configuración de su cuenta. El código es válido durante 15 minutos.',
        purpose === 'change'
          ? 'Si no lo solicitó, puede ignorar este correo: el correo electrónico de la cuenta no cambiará.'
          : 'Si no lo solicitó, puede ignorar este correo.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
