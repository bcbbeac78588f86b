import type { Language } from '@lunia/shared/domain/constants';
import i18next from 'i18next';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { basenameFor, currentLanguage, localizedPath, setLanguageSwitcher } from '../lib/i18n';

const history = createBrowserHistory({ v5Compat: true });

/**
 * The browser router. Spanish pages live under /es, so the router's basename follows the language:
 * links and navigation stay in the visitor's language. Choosing a language moves the address to the
 * same page in that language without reloading; the new address and the new basename are committed
 * in one transition, so the page never renders with one and not the other.
 */
export function ClientRouter({ children }: { children: ReactNode }) {
  const [basename, setBasename] = useState(() => basenameFor(currentLanguage(i18next.language)));

  useEffect(
    () =>
      setLanguageSwitcher((language: Language) => {
        const { pathname, search, hash } = window.location;
        startTransition(() => {
          history.replace(`${localizedPath(language, pathname)}${search}${hash}`, history.location.state);
          setBasename(basenameFor(language));
        });
        void i18next.changeLanguage(language);
      }),
    [],
  );

  return (
    <HistoryRouter history={history} basename={basename}>
      {children}
    </HistoryRouter>
  );
}
