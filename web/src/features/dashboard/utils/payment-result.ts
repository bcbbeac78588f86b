import type { NotificationType } from '../../../lib/notifications';
import { PAYMENT_BANNER_MS } from '../../../lib/spec-timings';

/** Portal spec §4 "Payment return messages": each result's notification type and time on screen. */
export const PAYMENT_RESULTS = {
  success: { type: 'success', duration: PAYMENT_BANNER_MS.success },
  cancelled: { type: 'info', duration: PAYMENT_BANNER_MS.cancelled },
  failed: { type: 'error', duration: PAYMENT_BANNER_MS.failed },
} as const satisfies Record<string, { type: NotificationType; duration: number }>;

export type PaymentResult = keyof typeof PAYMENT_RESULTS;

/** `?payment=` values that show a message (spec §2 "/dashboard"); anything else shows nothing. */
export const isPaymentResult = (value: string | null): value is PaymentResult =>
  value !== null && Object.hasOwn(PAYMENT_RESULTS, value);
