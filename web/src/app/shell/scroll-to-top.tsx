import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: every route change starts at the top, unless the address names an in-page anchor. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every change of page, not only of anchor
  useEffect(() => {
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
