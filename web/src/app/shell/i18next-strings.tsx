import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { chooseLanguage, currentLanguage } from '../../lib/i18n';
import { type SiteStrings, StringsProvider, type Translate } from '../../lib/strings';

/**
 * The site's strings for the components that also run as islands (lib/strings.tsx), in the SPA and in
 * the prerendered page's static parts: i18next's `t` in the current language and the router's address.
 */
export function I18nextStrings({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = currentLanguage(i18n.language);
  const value = useMemo<SiteStrings>(
    () => ({ language, path: pathname, t: t as unknown as Translate, chooseLanguage }),
    [language, pathname, t],
  );
  return <StringsProvider value={value}>{children}</StringsProvider>;
}
