import { LANGUAGES } from '@lunia/shared/domain/constants';
import { useStrings } from '../../lib/strings';

/** EN / ES toggle; each button is labelled in its own language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language: active, chooseLanguage } = useStrings();
  return (
    <fieldset
      className={`inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600 ${className ?? ''}`}
    >
      <legend className="sr-only">{t('preferences.language')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => chooseLanguage(language)}
          className={`rounded-md px-2.5 py-1 font-semibold text-xs transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300 ${
            language === active
              ? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-950'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
          }`}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
