/**
 * While the cookie banner is open it floats over the bottom of the page. Two styles keep the page usable
 * under it: a bottom padding on <body>, so the last content (a footer link, a form's button) can scroll
 * clear of it, and a bottom scroll padding on <html>, so a control that gets keyboard focus (or is
 * scrolled to) stops above it (WCAG 2.2 "Focus Not Obscured"). Both follow the banner's height, which
 * depends on the language and the screen, and are removed by the returned function. They are set
 * through the CSSOM, which the content security policy allows (no inline style attribute).
 */
export function reserveSpaceBelow(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const { body } = document;
  const update = () => {
    // From the banner's top edge to the bottom of the window: its height plus its distance from the edge.
    const space = `${Math.max(0, Math.ceil(window.innerHeight - banner.getBoundingClientRect().top))}px`;
    root.style.scrollPaddingBottom = space;
    body.style.paddingBottom = space;
  };
  update();
  const observer = new ResizeObserver(update);
  observer.observe(banner);
  window.addEventListener('resize', update);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', update);
    root.style.scrollPaddingBottom = '';
    body.style.paddingBottom = '';
  };
}
