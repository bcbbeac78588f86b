/**
 * Revenue (portal-and-admin §9): the sum of COMPLETED payments, amounts in cents, shown in USD
 * (cents ÷ 100). Pending, failed and refunded payments bring nothing. Pure.
 */
/** CANCELLED: a checkout abandoned or expired before paying. */
export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'REFUNDED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What one payment adds to revenue, in cents. */
export const revenueCentsOf = (payment: { status: string; amountCents: number }): number =>
  payment.status === 'COMPLETED' ? payment.amountCents : 0;

export const totalRevenueCents = (payments: readonly { status: string; amountCents: number }[]): number =>
  payments.reduce((sum, payment) => sum + revenueCentsOf(payment), 0);

/** Cents as a USD amount (exact to the cent: integer cents divided by 100). */
export const centsToUsd = (cents: number): number => cents / 100;
