import { useEffect } from 'react';

/**
 * A lazily loaded page renders after the router has already handled the address, so an anchor such as
 * /core#beta-signup is scrolled to once the page is on screen.
 */
export function useScrollToHashOnMount(): void {
  useEffect(() => {
    const { hash } = window.location;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, []);
}
