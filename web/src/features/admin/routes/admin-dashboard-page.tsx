import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { useAuthenticatedSession } from '../../../lib/auth/require-session';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import '../i18n';

const COMING = ['stats', 'approvals', 'documents', 'users', 'organizations'] as const;

/** /admin/dashboard: for now a welcome and what the back office will hold (no figures until they are real). */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const { user } = useAuthenticatedSession();
  usePageMeta({ title: t('dashboard.metaTitle'), description: t('dashboard.metaDescription') });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{t('dashboard.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {t('dashboard.welcome', { name: user.firstName, role: t(`roles.${user.globalRole}`) })}
      </p>
      <section
        aria-labelledby="coming-heading"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="coming-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
          {t('dashboard.comingTitle')}
        </h2>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('dashboard.comingDescription')}</p>
        <ul className="mt-4 list-inside list-disc space-y-1.5 text-slate-700 text-sm dark:text-slate-300">
          {COMING.map((item) => (
            <li key={item}>{t(`dashboard.coming.${item}`)}</li>
          ))}
        </ul>
        <ButtonLink to={paths.account} variant="secondary" className="mt-6">
          {t('dashboard.yourAccount')}
        </ButtonLink>
      </section>
    </div>
  );
}
