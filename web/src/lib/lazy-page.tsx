import i18next from 'i18next';
import { type ComponentType, use } from 'react';
import { currentLanguage, loadLanguage, stringsLoaded } from './i18n';
import { retryingLoad } from './retrying-load';

export interface LazyPage {
  (): React.JSX.Element;
  /** Loads the page's code; once it has loaded, the page renders without suspending. Rejects with a `PageLoadError`. */
  preload: () => Promise<void>;
}

/**
 * A page whose code is loaded on demand. Unlike a bare `React.lazy`, a page whose code was preloaded
 * renders at once: the prerenderer preloads every page before rendering it to HTML, and the browser
 * preloads the current page before hydrating, so the prerendered HTML is never replaced by a fallback.
 *
 * Unlike `React.lazy` too, a failed download is not kept for good (lib/retrying-load.ts): rendering
 * throws a `PageLoadError` to the route's error boundary (app/error-boundary.tsx), and its Retry, or
 * coming back to the page later, downloads the code again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const page = retryingLoad(async (failedBefore) => {
    const component = await load();
    // A page's strings load beside its code (lib/i18n.ts `registerLanguageChunks`); it renders with both.
    await stringsLoaded();
    // After a failure, also fetch again any namespace chunk of the current language that did not arrive.
    if (failedBefore > 0) await loadLanguage(currentLanguage(i18next.language));
    return component;
  });
  function Page() {
    // `use` suspends on the attempt under way (one promise per attempt) and throws its failure. It is
    // called on every render (as React requires of a component that suspended with it); once loaded,
    // the promise is marked fulfilled and `use` returns at once (lib/retrying-load.ts).
    const Loaded = use(page.load());
    return <Loaded />;
  }
  Page.preload = async () => {
    await page.load();
  };
  return Page;
}
