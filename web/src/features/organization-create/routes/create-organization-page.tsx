import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { CreateOrganizationForm } from '../components/create-organization-form';
import '../i18n';

/** /create-organization: a pharmacy organization, with the signed-in user as its owner (portal spec §2). */
export function CreateOrganizationPage() {
  const { t } = useTranslation('organization-create');
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to={paths.dashboard}
        className="inline-flex items-center gap-1 rounded font-medium text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:focus-visible:outline-brand-300"
      >
        <span aria-hidden="true">←</span>
        {t('back')}
      </Link>
      <h1 className="mt-4 font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{t('title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900">
        <CreateOrganizationForm />
      </div>
    </div>
  );
}
