import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { legalTabPath } from '../../../paths';
import { textLinkClasses } from './auth-card';
import '../i18n';

const LINKED = /(<terms>.*?<\/terms>|<privacy>.*?<\/privacy>)/;
const LINK_PART = /^<(terms|privacy)>(.*)<\/\1>$/;

/**
 * A sentence whose <terms> and <privacy> parts link to those tabs of /legal. The sentence is split on
 * those two tags here rather than by react-i18next's `Trans`, which would add 4.7 KB gzip to the sign-in
 * page for this one sentence (docs/decisions/0077-portal-first-route-budget.md, the portal's first route).
 */
export function LegalConsentText({ i18nKey }: { i18nKey: 'signIn.legal' | 'register.terms' }) {
  const { t } = useTranslation('auth');
  return (
    <>
      {t(i18nKey)
        .split(LINKED)
        .map((part) => {
          const link = LINK_PART.exec(part);
          if (!link) return part;
          const tab = link[1] === 'terms' ? 'terms' : 'privacy';
          return (
            <Link key={tab} to={legalTabPath(tab)} className={textLinkClasses}>
              {link[2]}
            </Link>
          );
        })}
    </>
  );
}
