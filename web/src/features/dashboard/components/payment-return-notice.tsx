import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../lib/notifications';
import { isPaymentResult, PAYMENT_RESULTS } from '../utils/payment-result';

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
