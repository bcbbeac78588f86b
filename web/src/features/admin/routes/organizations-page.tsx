import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formControlClasses } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/spinner';
import { currentLanguage } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useAdminStats } from '../api/get-admin-stats';
import {
  type AdminOrganization,
  ORGANIZATION_STATUS_FILTERS,
  type OrganizationStatusFilter,
  useAdminOrganizations,
} from '../api/list-admin-organizations';
import { AdminPageHeader, adminCardClasses, LoadError } from '../components/admin-page';
import { OrganizationDetailsDialog } from '../components/organization-details-dialog';
import { OrganizationStatusBadge } from '../components/organization-status-badge';
import { formatCount, formatUsd } from '../utils/format';
import '../i18n';

const SEARCH_DEBOUNCE_MS = 300;

/** Total, Verified, Pending and Total Revenue, from the platform counters (never a count on request). */
function OrganizationStats() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  const stats = useAdminStats();
  const data = stats.data;
  const cards = [
    ['total', data && formatCount(data.summary.totalOrganizations, language)],
    ['verified', data && formatCount(data.organizations.verified, language)],
    ['pending', data && formatCount(data.organizations.pending, language)],
    ['revenue', data && formatUsd(data.revenue.total, language)],
  ] as const;
  return (
    <section aria-labelledby="organization-stats-heading" className="space-y-3">
      <h2 id="organization-stats-heading" className="sr-only">
        {t('organizations.stats.title')}
      </h2>
      {stats.isError && (
        <LoadError
          message={t('organizations.stats.loadFailed')}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      )}
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-busy={stats.isPending}>
        {cards.map(([key, value]) => (
          <div
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-slate-600 text-sm dark:text-slate-400">{t(`organizations.stats.${key}`)}</dt>
            <dd className="mt-1 font-bold text-2xl text-slate-900 tabular-nums dark:text-white">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OrganizationRow({ organization, onView }: { organization: AdminOrganization; onView: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  const verified = organization.documents.filter((doc) => doc.verified).length;
  return (
    <tr className="text-slate-900 dark:text-white">
      <th scope="row" className="py-3 pr-4 text-left font-normal">
        <span className="block font-semibold">{organization.name}</span>
        <span className="block text-slate-600 text-xs dark:text-slate-400">
          {organization.pharmacyLicenseNumber} · {organization.contactEmail || t('organizations.noEmail')}
        </span>
      </th>
      <td className="py-3 pr-4">
        <OrganizationStatusBadge verified={organization.verified} />
      </td>
      <td className="py-3 pr-4 tabular-nums">{formatCount(organization.members.length, language)}</td>
      <td className="py-3 pr-4">
        {t('organizations.documentsVerified', { verified, total: organization.documents.length })}
      </td>
      <td className="py-3 pr-4 text-right tabular-nums">{formatUsd(organization.revenue, language)}</td>
      <td className="py-3">
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={onView}
          aria-label={t('organizations.viewLabel', { name: organization.name })}
        >
          {t('organizations.view')}
        </Button>
      </td>
    </tr>
  );
}

/**
 * /admin/organizations (spec §2): the counters, a search by name, licence number or e-mail, the
 * status filter, the table with View (details dialog) and Load more. No add or edit: they did nothing.
 */
export function OrganizationsPage() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('organizations.metaTitle'), description: t('organizations.metaDescription') });
  const ids = { search: useId(), searchHint: useId(), status: useId(), caption: useId() };
  // `?search=` opens the list already searched (the expiring-documents list links owners this way).
  const [searchParams] = useSearchParams();
  const initialSearch = (searchParams.get('search') ?? '').trim().slice(0, 100);
  const [searchText, setSearchText] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const [status, setStatus] = useState<OrganizationStatusFilter>('all');
  const [viewing, setViewing] = useState<AdminOrganization | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchText.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const list = useAdminOrganizations({ status, search: search || undefined });
  const organizations = list.data?.pages.flatMap((page) => page.organizations) ?? [];
  const updating = list.isPlaceholderData && list.isFetching;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader title={t('organizations.title')} subtitle={t('organizations.subtitle')} />

      <OrganizationStats />

      <search aria-label={t('organizations.filters.label')} className={`${adminCardClasses} grid gap-4 sm:grid-cols-3`}>
        <div className="sm:col-span-2">
          <label htmlFor={ids.search} className="font-medium text-slate-900 text-sm dark:text-white">
            {t('organizations.filters.search')}
          </label>
          <input
            id={ids.search}
            type="search"
            value={searchText}
            maxLength={100}
            placeholder={t('organizations.filters.searchPlaceholder')}
            aria-describedby={ids.searchHint}
            onChange={(event) => setSearchText(event.target.value)}
            className={`mt-1 ${formControlClasses(false)}`}
          />
          <p id={ids.searchHint} className="mt-1 text-slate-600 text-xs dark:text-slate-400">
            {t('organizations.filters.searchHint')}
          </p>
        </div>
        <div>
          <label htmlFor={ids.status} className="font-medium text-slate-900 text-sm dark:text-white">
            {t('organizations.filters.status')}
          </label>
          <select
            id={ids.status}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrganizationStatusFilter)}
            className={`mt-1 ${formControlClasses(false)}`}
          >
            {ORGANIZATION_STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`organizations.filters.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </search>

      {list.isPending ? (
        <LoadingState message={t('organizations.loading')} />
      ) : list.isError && organizations.length === 0 ? (
        <LoadError
          message={t('organizations.loadFailed')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <section aria-labelledby={ids.caption} aria-busy={updating} className={adminCardClasses}>
          <h2 id={ids.caption} className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('organizations.table.caption')}
          </h2>
          <p role="status" className="min-h-5 text-slate-600 text-sm dark:text-slate-400">
            {updating ? t('organizations.searching') : ''}
          </p>
          {organizations.length === 0 ? (
            <p className="py-8 text-center text-slate-600 dark:text-slate-400">{t('organizations.empty')}</p>
          ) : (
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm" aria-labelledby={ids.caption}>
                <thead className="border-slate-200 border-b text-slate-600 dark:border-slate-700 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('organizations.table.organization')}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('organizations.table.status')}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('organizations.table.members')}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('organizations.table.documents')}
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      {t('organizations.table.revenue')}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {t('organizations.table.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {organizations.map((organization) => (
                    <OrganizationRow
                      key={organization.id}
                      organization={organization}
                      onView={() => setViewing(organization)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {list.isError && organizations.length > 0 && (
            <div className="mt-4">
              <LoadError
                message={t('organizations.loadFailed')}
                onRetry={() => void list.fetchNextPage()}
                retrying={list.isFetching}
              />
            </div>
          )}
          {list.hasNextPage && !list.isError && (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? t('common.loadingMore') : t('common.loadMore')}
              </Button>
            </div>
          )}
        </section>
      )}

      {viewing && <OrganizationDetailsDialog orgId={viewing.id} name={viewing.name} onClose={() => setViewing(null)} />}
    </div>
  );
}
