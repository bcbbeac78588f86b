import { useEffect, useState } from 'react';

/** Whole seconds from now until `iso` (0 once it has passed, or without a time), ticking each second. */
export function useSecondsUntil(iso: string | null | undefined): number {
  const remaining = () => (iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(remaining);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `remaining` reads only `iso`
  useEffect(() => {
    setSeconds(remaining());
    if (!iso) return;
    const timer = window.setInterval(() => {
      const left = remaining();
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return seconds;
}
