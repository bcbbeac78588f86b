import type { Language } from '@lunia/shared/domain/constants';
import i18next from 'i18next';
import { type ReactNode, use } from 'react';
import { createPath, type Navigator, Router, useInRouterContext } from 'react-router';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { basenameFor, loadLanguage } from '../../lib/i18n';

/**
 * The account menu of a signed-in visitor in the public header, loaded only for a browser that holds a
 * session. In the SPA it is the menu itself. In the header island of a prerendered page there is no
 * router and no i18next: this module brings both, with a router whose links are full navigations (the
 * portal is the SPA's), after the strings of the page's language are in.
 */
const fullNavigation: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: (to) => window.location.assign(typeof to === 'string' ? to : createPath(to)),
  replace: (to) => window.location.replace(typeof to === 'string' ? to : createPath(to)),
  go: (delta) => window.history.go(delta),
};

const stringsOf = new Map<Language, Promise<unknown>>();
function languageReady(language: Language): Promise<unknown> {
  let ready = stringsOf.get(language);
  if (!ready) {
    ready = loadLanguage(language).then(() => i18next.changeLanguage(language));
    stringsOf.set(language, ready);
  }
  return ready;
}

function OutsideTheSpa({ language, signedOut }: { language: Language; signedOut: ReactNode }) {
  use(languageReady(language));
  const { pathname, search, hash } = window.location;
  return (
    <Router
      basename={basenameFor(language) || undefined}
      location={{ pathname, search, hash }}
      navigator={fullNavigation}
    >
      <AccountMenu signedOut={signedOut} />
    </Router>
  );
}

export function AccountMenuAnywhere({ language, signedOut }: { language: Language; signedOut: ReactNode }) {
  const inSpa = useInRouterContext();
  if (inSpa) return <AccountMenu signedOut={signedOut} />;
  return <OutsideTheSpa language={language} signedOut={signedOut} />;
}
