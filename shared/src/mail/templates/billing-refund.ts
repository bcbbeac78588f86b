import { layout, type MailTemplate } from '../layout';
import { usdAmount } from './billing-receipt';
import { longDate } from './document-expiry';

export interface BillingRefundData {
  firstName: string;
  organizationName: string;
  /** What this refund gives back, in integer cents of USD. */
  amountCents: number;
  /** The day the refund was recorded, `YYYY-MM-DD` (UTC). */
  refundedOn: string;
  /** The provider's reference of the refunded charge. */
  reference: string;
  /** The organization's Billing tab, where the refund is listed with the payments. */
  link: string;
}

/** Sent to an organization's owner when a payment of its plan is refunded, in full or in part (issue 24). */
export const billingRefund: MailTemplate<BillingRefundData> = {
  en: (data) => ({
    subject: `Refund: ${usdAmount('en', data.amountCents)} returned for your organization's plan on Lunia`,
    ...layout(
      'en',
      [
        `Hi ${data.firstName},`,
        `We refunded ${usdAmount('en', data.amountCents)} of a payment for the Lunia plan of ${data.organizationName} on ${longDate('en', data.refundedOn)} (reference ${data.reference}). Your bank may take a few days to show it.`,
        `The refund is listed with your payments in the Billing tab: ${data.link}`,
      ],
      'The Lunia team',
    ),
  }),
  es: (data) => ({
    subject: `Reembolso: ${usdAmount('es', data.amountCents)} devueltos por el plan de su organización en Lunia`,
    ...layout(
      'es',
      [
        `Hola ${data.firstName}:`,
        `Reembolsamos ${usdAmount('es', data.amountCents)} de un pago del plan de Lunia de ${data.organizationName} el ${longDate('es', data.refundedOn)} (referencia ${data.reference}). Su banco puede tardar unos días en mostrarlo.`,
        `El reembolso aparece con sus pagos en la pestaña Facturación: ${data.link}`,
      ],
      'El equipo de Lunia',
    ),
  }),
};
