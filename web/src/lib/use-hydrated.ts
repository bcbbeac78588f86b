import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true once the component runs in the browser.
 * Public forms mark themselves `data-hydrated` with it: their handlers exist from then on (what a
 * visitor types into the prerendered form before that is not yet seen by the app).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
