import { useEffect, useState } from 'react';

/** Whole seconds until `nextCodeAt` (ms since the epoch; 0 when it passed or is unknown), ticking each second. */
export function useResendCountdown(nextCodeAt: number | undefined): number {
  const left = () => (nextCodeAt === undefined ? 0 : Math.max(0, Math.ceil((nextCodeAt - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `nextCodeAt`
  useEffect(() => {
    setSeconds(left());
    if (nextCodeAt === undefined) return;
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [nextCodeAt]);
  return seconds;
}
