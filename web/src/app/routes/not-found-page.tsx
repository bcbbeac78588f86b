import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../paths';

/** Any address the router does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('notFound.title'), description: t('notFound.description') });
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6 sm:py-32">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl dark:text-white">
        {t('notFound.heading')}
      </h1>
      <p className="mt-6 max-w-xl text-lg text-slate-700 dark:text-slate-300">{t('notFound.message')}</p>
      <div className="mt-10">
        <ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>
      </div>
    </section>
  );
}
