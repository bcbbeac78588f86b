import { MoonIcon, SunIcon } from '../../components/ui/icons';
import { useStrings } from '../../lib/strings';
import { chooseTheme, useTheme } from '../../lib/theme';

/** Light / dark toggle; the label names the theme it switches to. */
export function ThemeSwitch() {
  const { t } = useStrings();
  const theme = useTheme();
  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  const label = nextTheme === 'dark' ? t('preferences.switchToDarkTheme') : t('preferences.switchToLightTheme');
  return (
    <button
      type="button"
      onClick={() => chooseTheme(nextTheme)}
      aria-label={label}
      title={label}
      className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:focus-visible:outline-brand-300"
    >
      {theme === 'dark' ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  );
}
