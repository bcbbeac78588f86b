import { MODULES, type Module } from '@lunia/shared/domain/constants';
import type { ModuleStatus } from '@lunia/shared/domain/modules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageState } from '../../../components/ui/page-state';
import { type ModuleStats, useModuleStats } from '../../../entities/platform/api/get-module-stats';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { AdminPageHeader, adminCardClasses, ComingSoonBadge } from '../components/admin-page';
import { moduleStatusOf } from '../utils/format';
import '../i18n';

const statusClasses: Record<ModuleStatus, string> = {
  active:
    'bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/30',
  beta: 'bg-sky-100 text-sky-800 ring-sky-600/20 dark:bg-sky-400/10 dark:text-sky-200 dark:ring-sky-400/30',
  coming_soon:
    'bg-violet-100 text-violet-800 ring-violet-600/20 dark:bg-violet-400/10 dark:text-violet-200 dark:ring-violet-400/30',
};
const otherStatusClasses =
  'bg-slate-100 text-slate-800 ring-slate-600/20 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/30';

function ModuleStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const known = moduleStatusOf(status);
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${known ? statusClasses[known] : otherStatusClasses}`}
    >
      {known ? t(`modules.status.${known}`) : status}
    </span>
  );
}

/**
 * One module: name, status badge, description in the page's language, how many people can open it
 * now, and only real actions (View users: the users list filtered to those people).
 */
function ModuleCard({ module, stat }: { module: Module; stat: ModuleStats[Module] }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const explanationId = useId();
  return (
    <li aria-labelledby={headingId} className={`${adminCardClasses} flex flex-col`}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-slate-900 text-xl dark:text-white">
          {t(`modules.names.${module}`)}
        </h2>
        <ModuleStatusBadge status={stat.status} />
      </div>
      <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">
        {t(`modules.descriptions.${module}`, { defaultValue: stat.description })}
      </p>
      <dl className="mt-4">
        <dt className="text-slate-600 text-xs dark:text-slate-400">{t('modules.usersLabel')}</dt>
        <dd className="mt-0.5 font-bold text-2xl text-slate-900 tabular-nums dark:text-white">
          {t('modules.users', { count: stat.totalUsers })}
        </dd>
      </dl>
      <div className="mt-auto pt-5">
        {module === 'vault' ? (
          <div className="space-y-2">
            <Button variant="secondary" disabled aria-describedby={explanationId}>
              {t('modules.configure')}
            </Button>
            <p id={explanationId} className="text-slate-600 text-xs dark:text-slate-400">
              {t('modules.configureUnavailable')}
            </p>
          </div>
        ) : (
          <ButtonLink
            to={`${paths.adminUsers}?module=${module}`}
            variant="secondary"
            aria-label={t('modules.viewUsersOf', { module: t(`modules.names.${module}`) })}
          >
            {t('modules.viewUsers')}
          </ButtonLink>
        )}
      </div>
    </li>
  );
}

/** /admin/modules (spec §2): BookRx, Shift, Core and Vault with status and user count; global settings to come. */
export function ModulesPage() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('modules.metaTitle'), description: t('modules.metaDescription') });
  const stats = useModuleStats();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader title={t('modules.title')} subtitle={t('modules.subtitle')} />
      {stats.isPending ? (
        <PageState kind="loading" message={t('modules.loading')} />
      ) : stats.isError ? (
        <PageState kind="error" message={t('modules.loadFailed')} onRetry={() => void stats.refetch()} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {MODULES.map((module) => (
            <ModuleCard key={module} module={module} stat={stats.data[module]} />
          ))}
        </ul>
      )}
      <section aria-labelledby="global-settings-heading" className={adminCardClasses}>
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="global-settings-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('modules.global.title')}
          </h2>
          <ComingSoonBadge />
        </div>
        <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">{t('modules.global.description')}</p>
      </section>
    </div>
  );
}
