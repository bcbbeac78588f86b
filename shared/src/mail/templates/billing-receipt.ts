import { layout, type MailTemplate } from '../layout';
import { longDate } from './document-expiry';

export interface BillingReceiptData {
  firstName: string;
  organizationName: string;
  /** What was paid, in integer cents of USD. */
  amountCents: number;
  /** The day it was paid, `YYYY-MM-DD` (UTC). */
  paidOn: string;
  /** The provider's invoice or checkout reference shown on the receipt. */
  reference: string;
  /** The organization's Billing tab, where Manage billing opens the invoices and their PDFs. */
  link: string;
}

/** "$300.00" / "300,00 US$": integer cents shown in each language's way. */
export function usdAmount(language: 'en' | 'es', cents: number): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-PR', { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}

/** Sent to an organization's owner for each paid invoice of its plan (issue 24, billing self-service). */
export const billingReceipt: MailTemplate<BillingReceiptData> = {
  en: (data) => ({
    subject: `Receipt: ${usdAmount('en', data.amountCents)} paid for your organization's plan on Lunia`,
    ...layout(
      'en',
      [
        `Hi ${data.firstName},`,
        `We received ${usdAmount('en', data.amountCents)} for the Lunia plan of ${data.organizationName} on ${longDate('en', data.paidOn)} (reference ${data.reference}).`,
        `Your invoices and their PDFs are under Manage billing in the Billing tab: ${data.link}`,
      ],
      'The Lunia team',
    ),
  }),
  es: (data) => ({
    subject: `Recibo: ${usdAmount('es', data.amountCents)} pagados por el plan de su organización en Lunia`,
    ...layout(
      'es',
      [
        `Hola ${data.firstName}:`,
        `Recibimos ${usdAmount('es', data.amountCents)} por el plan de Lunia de ${data.organizationName} el ${longDate('es', data.paidOn)} (referencia ${data.reference}).`,
        `Sus facturas y sus PDF están en Administrar facturación, en la pestaña Facturación: ${data.link}`,
      ],
      'El equipo de Lunia',
    ),
  }),
};
