import { type ComponentType, lazy } from 'react';
import { stringsLoaded } from './i18n';

export interface LazyPage {
  (): React.JSX.Element;
  /** Loads the page's code; once it has loaded, the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page whose code is loaded on demand. Unlike a bare `React.lazy`, a page whose code was preloaded
 * renders at once: the prerenderer preloads every page before rendering it to HTML, and the browser
 * preloads the current page before hydrating, so the prerendered HTML is never replaced by a fallback.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    // A page's strings load beside its code (lib/i18n.ts `registerLanguageChunks`); it renders with both.
    loading ??= load().then(async (component) => {
      await stringsLoaded();
      Loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.preload = async () => {
    await loadOnce();
  };
  return Page;
}
