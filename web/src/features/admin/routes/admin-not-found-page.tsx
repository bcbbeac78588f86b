import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import '../i18n';

/** An /admin/* address that is no page of the back office. */
export function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('notFound.metaTitle'), description: t('notFound.message') });
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-bold text-2xl text-slate-900 dark:text-white">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('notFound.message')}</p>
      <ButtonLink to={paths.adminDashboard} className="mt-8">
        {t('notFound.back')}
      </ButtonLink>
    </div>
  );
}
