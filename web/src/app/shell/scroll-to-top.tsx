import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: every route change starts at the top, unless the address names an in-page anchor. The
 * first render is left alone: the browser has already placed a freshly loaded page (and its anchor).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const isFirstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every change of page, not only of anchor
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
