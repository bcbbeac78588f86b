import { useEffect, useState } from 'react';
import { EMAIL_CODE_RESEND_SECONDS } from '../utils/confirm-step';

/** Whole seconds until a new code may be asked for (0 when it may), ticking each second. */
export function useResendCountdown(lastSentAt: number | undefined): number {
  const left = () =>
    lastSentAt === undefined
      ? 0
      : Math.max(0, Math.ceil((lastSentAt + EMAIL_CODE_RESEND_SECONDS * 1000 - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `lastSentAt`
  useEffect(() => {
    setSeconds(left());
    if (lastSentAt === undefined) return;
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [lastSentAt]);
  return seconds;
}
