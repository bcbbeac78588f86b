import { AccountPage } from '../../features/account/routes/account-page';
import { VerificationLinksSection } from '../../features/verification-links/components/verification-links-section';
import { useAuthenticatedSession } from '../../lib/auth/authenticated-session';
import { LanguageSwitch } from '../shell/language-switch';
import { ThemeSwitch } from '../shell/theme-switch';

/** /account with the shell's language and theme switches composed into its settings section. */
export function AccountRoute() {
  const { user } = useAuthenticatedSession();
  return (
    <AccountPage
      languageControl={<LanguageSwitch />}
      themeControl={<ThemeSwitch />}
      verificationLinks={<VerificationLinksSection holderName={`${user.firstName} ${user.lastName}`.trim()} />}
    />
  );
}
