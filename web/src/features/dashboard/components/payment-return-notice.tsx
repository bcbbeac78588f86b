import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type NotificationType, notify } from '../../../lib/notifications';

/** Portal spec §4/§9: how long each payment message stays (success 5 s, cancelled 3 s, failed 7 s). */
const PAYMENT_RESULTS = {
  success: { type: 'success', duration: 5000 },
  cancelled: { type: 'info', duration: 3000 },
  failed: { type: 'error', duration: 7000 },
} as const satisfies Record<string, { type: NotificationType; duration: number }>;

type PaymentResult = keyof typeof PAYMENT_RESULTS;

const isPaymentResult = (value: string | null): value is PaymentResult =>
  value !== null && Object.hasOwn(PAYMENT_RESULTS, value);

export const PAYMENT_QUERY_PARAMETER = 'payment';

/** Shows the message of `?payment=success|cancelled|failed` once, then removes the parameter. */
export function PaymentReturnNotice() {
  const { t } = useTranslation('dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  const result = searchParams.get(PAYMENT_QUERY_PARAMETER);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!isPaymentResult(result) || shown.current === result) return;
    shown.current = result;
    const { type, duration } = PAYMENT_RESULTS[result];
    notify({ type, duration, title: t(`payment.${result}.title`), message: t(`payment.${result}.message`) });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_QUERY_PARAMETER);
        return next;
      },
      { replace: true },
    );
  }, [result, setSearchParams, t]);

  return null;
}
