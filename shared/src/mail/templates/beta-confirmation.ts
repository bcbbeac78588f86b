import { layout, type MailTemplate } from '../layout';

export interface BetaConfirmationData {
  firstName: string;
  product: 'core' | 'vault';
}

const productNames = { core: 'Lunia Core', vault: 'Lunia Vault' } as const;

export const betaConfirmation: MailTemplate<BetaConfirmationData> = {
  en: ({ firstName, product }) => {
    const name = productNames[product];
    const isWaitlist = product === 'vault';
    return {
      subject: isWaitlist ? `You're on the ${name} waitlist` : `Your ${name} beta application`,
      ...layout(
        'en',
        [
          `Hi ${firstName},`,
          isWaitlist
            ? `Thank you for joining the ${name} waitlist. We have saved your place.`
            : `Thank you for applying to the ${name} beta program. We have received your application.`,
          'Our team will contact you within 2-3 business days.',
        ],
        'The Lunia team',
      ),
    };
  },
  es: ({ firstName, product }) => {
    const name = productNames[product];
    const isWaitlist = product === 'vault';
    return {
      subject: isWaitlist ? `Está en la lista de espera de ${name}` : `Su solicitud para la beta de ${name}`,
      ...layout(
        'es',
        [
          `Hola ${firstName}:`,
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
