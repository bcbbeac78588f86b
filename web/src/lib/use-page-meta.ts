import { useEffect } from 'react';

const SITE_NAME = 'Lunia';

/** Sets the document title (suffixed with the site name unless it already names it) and meta description. */
export function usePageMeta({ title, description }: { title: string; description: string }): void {
  useEffect(() => {
    document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
