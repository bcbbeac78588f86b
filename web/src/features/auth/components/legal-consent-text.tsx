import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { legalTabPath } from '../../../paths';
import { textLinkClasses } from './auth-card';

/** A sentence whose <terms> and <privacy> parts link to those tabs of /legal. */
export function LegalConsentText({ i18nKey }: { i18nKey: 'signIn.legal' | 'register.terms' }) {
  return (
    <Trans
      ns="auth"
      i18nKey={i18nKey}
      components={{
        terms: <Link to={legalTabPath('terms')} className={textLinkClasses} />,
        privacy: <Link to={legalTabPath('privacy')} className={textLinkClasses} />,
      }}
    />
  );
}
