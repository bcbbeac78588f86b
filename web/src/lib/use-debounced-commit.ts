import { useEffect, useRef, useState } from 'react';

/**
 * A search box's text, committed once typing pauses: returns the text as typed and its setter. When
 * the committed value changes elsewhere (the address, a Clear button), the text shows it, unless the
 * text already says it. `accept` holds back a text that is not valid yet (it is never committed).
 */
export function useDebouncedCommit(
  committed: string,
  commit: (text: string) => void,
  { delayMs = 300, accept }: { delayMs?: number; accept?: (text: string) => boolean } = {},
): [string, (text: string) => void] {
  const [text, setText] = useState(committed);
  const latest = useRef({ commit, accept });
  latest.current = { commit, accept };

  useEffect(() => {
    setText((current) => (current.trim() === committed ? current : committed));
  }, [committed]);

  useEffect(() => {
    const value = text.trim();
    if (value === committed || (latest.current.accept && !latest.current.accept(value))) return;
    const timer = window.setTimeout(() => latest.current.commit(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, committed, delayMs]);

  return [text, setText];
}
