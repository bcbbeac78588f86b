import { layout, type MailTemplate } from '../layout';

export interface RegistrationAttemptData {
  /**
   * `confirmed`: the address already has a Lunia account; `pending`: it has one waiting for its
   * confirmation code (created with this address, not confirmed yet).
   */
  account: 'confirmed' | 'pending';
  /** What was tried: a new registration (default), or changing another account's e-mail to this address. */
  attempt?: 'register' | 'change';
  /** The sign-in page. */
  signInLink: string;
  /** The forgot-password page. */
  resetLink: string;
}

/**
 * Sent instead of a new account when someone registers an address that already has one, or instead
 * of the code when someone makes it the new e-mail of another account (issue 25): both answer the
 * same either way, so only the address's owner learns of the attempt.
 */
export const registrationAttempt: MailTemplate<RegistrationAttemptData> = {
  en: ({ account, attempt, signInLink, resetLink }) => ({
    subject:
      attempt === 'change'
        ? 'Someone tried to use your address for another Lunia account'
        : 'Someone tried to create a Lunia account with your address',
    ...layout(
      'en',
      [
        'Hello,',
        attempt === 'change'
          ? 'Someone just tried to make this e-mail address the address of another Lunia account. Nothing was changed.'
          : 'Someone just tried to create a new Lunia account with this e-mail address. No new account was created.',
        account === 'confirmed'
          ? `This address already has a Lunia account. If it was you, sign in at ${signInLink}. If you forgot your password, reset it at ${resetLink}.`
          : `An account with this address is waiting to be confirmed. If you created it, enter the latest code we sent you, or set a new password at ${resetLink}, which also confirms the account.`,
        'If it was not you, you can ignore this e-mail: nobody can use this address without the codes sent to it.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ account, attempt, signInLink, resetLink }) => ({
    subject:
      attempt === 'change'
        ? 'Alguien intentó usar su dirección para otra cuenta de Lunia'
        : 'Alguien intentó crear una cuenta de Lunia con su dirección',
    ...layout(
      'es',
      [
        'Hola:',
        attempt === 'change'
          ? 'Alguien acaba de intentar usar esta dirección de correo electrónico como la de otra cuenta de Lunia. No se cambió nada.'
          : 'Alguien acaba de intentar crear una cuenta nueva de Lunia con esta dirección de correo electrónico. No se creó ninguna cuenta.',
        account === 'confirmed'
          ? `Esta dirección ya tiene una cuenta de Lunia. Si fue usted, inicie sesión en ${signInLink}. Si olvidó su contraseña, restablézcala en ${resetLink}.`
          : `Hay una cuenta con esta dirección pendiente de confirmación. Si usted la creó, introduzca el último código que le enviamos, o establezca una contraseña nueva en ${resetLink}, lo que también confirma la cuenta.`,
        'Si no fue usted, puede ignorar este correo: nadie puede usar esta dirección sin los códigos que se le envían.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
