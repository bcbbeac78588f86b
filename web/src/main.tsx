import './index.css';
import './lib/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { ClientRouter } from './app/client-router';
import { publicPageFor } from './app/page-routes';
import { mightBeSignedIn } from './lib/auth/session-hint';
import { adoptSessionFromOpenTab, answerSessionRequests } from './lib/auth/session-share';
import { detectLanguage, loadLanguage, pathWithoutLanguage } from './lib/i18n';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <ClientRouter>
      <App />
    </ClientRouter>
  </StrictMode>
);

/**
 * A prerendered page says which address it was rendered for. It is hydrated only at that address
 * (with a query such as /legal?tab=hipaa the page differs, and an unknown address may have been
 * answered with another page's HTML), and only after its lazily loaded code is in, so hydration never
 * swaps the prerendered content for a loading fallback; the strings of the page's language come first
 * too (lib/i18n.ts). Hydration is a transition: React does it in
 * short slices and lets the browser handle input in between, instead of one long task (the page is
 * already painted and readable; a click meanwhile makes React finish hydrating before it handles it).
 */
async function start(root: HTMLElement): Promise<void> {
  const { pathname, search } = window.location;
  const language = detectLanguage();
  // A failed download never leaves the page dead or blank (issue 23): the strings are tried twice, and
  // without the page's code the app renders instead of hydrating, so the page's error boundary tries
  // once more and else shows its message with Retry (app/error-boundary.tsx).
  // A tab opened without a session first asks the open tabs for theirs (issue 40 item 11,
  // lib/auth/session-share.ts), while the strings load; every tab answers the next ones.
  const sharedSession = mightBeSignedIn() ? Promise.resolve(false) : adoptSessionFromOpenTab();
  answerSessionRequests();
  const [strings, page] = await Promise.allSettled([
    loadLanguage(language).catch(() => loadLanguage(language)),
    publicPageFor(pathWithoutLanguage(pathname))?.Page.preload(),
    sharedSession,
  ]);
  const loaded = strings.status === 'fulfilled' && page.status === 'fulfilled';
  const address = `${pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname}${search}`;
  if (loaded && root.dataset.prerenderedUrl === address && root.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void start(rootElement);
