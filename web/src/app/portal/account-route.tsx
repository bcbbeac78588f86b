import { AccountPage } from '../../features/account/routes/account-page';
import { LanguageSwitch } from '../shell/language-switch';
import { ThemeSwitch } from '../shell/theme-switch';

/** /account with the shell's language and theme switches composed into its settings section. */
export function AccountRoute() {
  return <AccountPage languageControl={<LanguageSwitch />} themeControl={<ThemeSwitch />} />;
}
