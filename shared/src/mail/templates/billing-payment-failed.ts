import { layout, type MailTemplate } from '../layout';
import { usdAmount } from './billing-receipt';

export interface BillingPaymentFailedData {
  firstName: string;
  organizationName: string;
  /** What could not be charged, in integer cents of USD. */
  amountCents: number;
  /** The organization's Billing tab, where Manage billing updates the card. */
  link: string;
}

/** Sent to an organization's owner when a charge of its plan fails (issue 24, billing self-service). */
export const billingPaymentFailed: MailTemplate<BillingPaymentFailedData> = {
  en: (data) => ({
    subject: 'Action needed: a payment of your organization on Lunia failed',
    ...layout(
      'en',
      [
        `Hi ${data.firstName},`,
        `We could not charge ${usdAmount('en', data.amountCents)} for the Lunia plan of ${data.organizationName}. Its paid modules are paused until the payment goes through.`,
        `Open the Billing tab and choose Manage billing to update the card: ${data.link}`,
      ],
      'The Lunia team',
    ),
  }),
  es: (data) => ({
    subject: 'Acción necesaria: falló un pago de su organización en Lunia',
    ...layout(
      'es',
      [
        `Hola ${data.firstName}:`,
        `No pudimos cobrar ${usdAmount('es', data.amountCents)} por el plan de Lunia de ${data.organizationName}. Sus módulos pagados quedan en pausa hasta que el pago se complete.`,
        `Abra la pestaña Facturación y elija Administrar facturación para actualizar la tarjeta: ${data.link}`,
      ],
      'El equipo de Lunia',
    ),
  }),
};
