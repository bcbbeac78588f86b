import { layout, type MailTemplate } from '../layout';

export interface EmailVerificationCodeData {
  firstName: string;
  /** The 6-digit code; valid for 15 minutes and 5 tries. */
  code: string;
  /** 'change': the address is becoming the account's e-mail; 'verify': it is the account's e-mail. */
  purpose: 'change' | 'verify';
}

/** The code that proves the user owns this address (account settings asks for it). */
export const emailVerificationCode: MailTemplate<EmailVerificationCodeData> = {
  en: ({ firstName, code, purpose }) => ({
    subject: `Your Lunia verification code: ${code}`,
    ...layout(
      'en',
      [
        `Hello ${firstName},`,
        purpose === 'change'
          ? 'You asked to use this address as the e-mail of your Lunia account.'
          : 'You asked to verify the e-mail of your Lunia account.',
        `Your code is: ${code}`,
        'Enter it in your account settings. The code is valid for 15 minutes.',
        purpose === 'change'
          ? 'If you did not ask for this, you can ignore this e-mail: the account e-mail will not change.'
          : 'If you did not ask for this, you can ignore this e-mail.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, code, purpose }) => ({
    subject: `Su código de verificación de Lunia: ${code}`,
    ...layout(
      'es',
      [
        `Hola, ${firstName}:`,
        purpose === 'change'
          ? 'Solicitó usar esta dirección como correo electrónico de su cuenta de Lunia.'
          : 'Solicitó verificar el correo electrónico de su cuenta de Lunia.',
        `Su código es: ${code}`,
        'Introdúzcalo en la configuración de su cuenta. El código es válido durante 15 minutos.',
        purpose === 'change'
          ? 'Si no lo solicitó, puede ignorar este correo: el correo electrónico de la cuenta no cambiará.'
          : 'Si no lo solicitó, puede ignorar este correo.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
