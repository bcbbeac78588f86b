import { layout, type MailTemplate } from '../layout';

/**
 * The confirmation of a beta application or waitlist place. Fixed text apart from the product (the
 * page the form is on, not something typed): nothing the visitor wrote goes to an address that has
 * not proven itself (issue 13).
 */
export interface BetaConfirmationData {
  product: 'core' | 'vault';
}

const productNames = { core: 'Lunia Core', vault: 'Lunia Vault' } as const;

export const betaConfirmation: MailTemplate<BetaConfirmationData> = {
  en: ({ product }) => {
    const name = productNames[product];
    const isWaitlist = product === 'vault';
    return {
      subject: isWaitlist ? `You're on the ${name} waitlist` : `Your ${name} beta application`,
      ...layout(
        'en',
        [
          'Hello,',
          isWaitlist
            ? `Thank you for joining the ${name} waitlist. We have saved your place.`
            : `Thank you for applying to the ${name} beta program. We have received your application.`,
          'Our team will contact you within 2-3 business days.',
        ],
        'The Lunia team',
      ),
    };
  },
  es: ({ product }) => {
    const name = productNames[product];
    const isWaitlist = product === 'vault';
    return {
      subject: isWaitlist ? `Está en la lista de espera de ${name}` : `Su solicitud para la beta de ${name}`,
      ...layout(
        'es',
        [
          'Hola:',
          isWaitlist
            ? `Gracias por unirse a la lista de espera de ${name}. Hemos guardado su lugar.`
            : `Gracias por solicitar el programa beta de ${name}. Hemos recibido su solicitud.`,
          'Nuestro equipo se comunicará con usted en un plazo de 2 a 3 días laborables.',
        ],
        'El equipo de Lunia',
      ),
    };
  },
};
