import { PASSWORD_RULES } from '@lunia/shared/domain/password';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../../components/ui/icons';
import '../i18n';

/** Spec §2: the live checklist (length, number, special character, lowercase), green when met. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation('auth');
  return (
    <div id={id} className="mt-2 rounded-lg bg-slate-50 px-3 py-2.5 dark:bg-slate-900">
      <p className="font-medium text-slate-700 text-xs dark:text-slate-300">{t('checklist.title')}</p>
      <ul className="mt-1.5 grid gap-1 sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.id}
              data-met={met}
              className={`flex items-center gap-1.5 text-xs ${
                met ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-600 dark:text-slate-400'
              }`}
            >
              {met ? (
                <CheckCircleIcon className="size-4 shrink-0" />
              ) : (
                <span aria-hidden="true" className="inline-block size-4 shrink-0 rounded-full border border-current" />
              )}
              <span>{t(`checklist.${rule.id}`)}</span>
              <span className="sr-only">({met ? t('checklist.met') : t('checklist.notMet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Spec §2: the live "Passwords match" / "Passwords do not match" hint, once something is confirmed. */
export function PasswordMatchHint({
  password,
  confirmation,
  id,
}: {
  password: string;
  confirmation: string;
  id: string;
}) {
  const { t } = useTranslation('auth');
  if (!confirmation) return null;
  const matches = password === confirmation;
  return (
    <p
      id={id}
      aria-live="polite"
      className={`mt-1.5 font-medium text-sm ${matches ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
    >
      {matches ? t('match.match') : t('match.mismatch')}
    </p>
  );
}
