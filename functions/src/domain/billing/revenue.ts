/**
 * Revenue (portal-and-admin §9, issue 24): the sum of COMPLETED payments minus the refunds recorded,
 * amounts in cents, shown in USD (cents ÷ 100). Pending, failed and cancelled payments bring nothing.
 * A refund is a payment record of its own (kind `refund`, status REFUNDED, a positive amount): the
 * money given back, which revenue subtracts. Pure.
 */
/** CANCELLED: a checkout abandoned or expired before paying. */
export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'REFUNDED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

interface Counted {
  status: string;
  amountCents: number;
  kind?: string | undefined;
}

/** What one payment adds to revenue, in cents (a refund takes its amount away). */
export const revenueCentsOf = (payment: Counted): number => {
  if (payment.kind === 'refund') return payment.status === 'REFUNDED' ? -payment.amountCents : 0;
  return payment.status === 'COMPLETED' ? payment.amountCents : 0;
};

export const totalRevenueCents = (payments: readonly Counted[]): number =>
  payments.reduce((sum, payment) => sum + revenueCentsOf(payment), 0);

/** Cents as a USD amount (exact to the cent: integer cents divided by 100). */
export const centsToUsd = (cents: number): number => cents / 100;
