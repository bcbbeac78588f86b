import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Lunia';

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * While prerendering, pages report their title and description here (effects do not run on the
 * server); the prerenderer writes them into the page's `<head>`.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/** "Partners" → "Partners | Lunia"; titles that already name the site stay as they are. */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Sets the document title and meta description (in the prerendered HTML and on every client navigation). */
export function usePageMeta(meta: PageMeta): void {
  const collect = useContext(PageMetaCollector);
  collect?.(meta);
  const { title, description } = meta;
  useEffect(() => {
    document.title = fullTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
