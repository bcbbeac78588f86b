import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { PageState } from '../../../components/ui/page-state';
import { SelectField } from '../../../components/ui/select-field';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { TextField } from '../../../components/ui/text-field';
import {
  type AdminOrganization,
  ORGANIZATION_STATUS_FILTERS,
  type OrganizationStatusFilter,
  useAdminOrganizations,
} from '../../../entities/admin-organizations/api/list-admin-organizations';
import { useAdminStats } from '../../../entities/platform/api/get-admin-stats';
import { currentLanguage } from '../../../lib/i18n';
import { useDebouncedCommit } from '../../../lib/use-debounced-commit';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AdminPageHeader, adminCardClasses } from '../components/admin-page';
import { OrganizationDetailsDialog } from '../components/organization-details-dialog';
import { OrganizationStatusBadge } from '../components/organization-status-badge';
import { formatCount, formatUsd } from '../utils/format';
import { pagedTableState } from '../utils/list-table-state';
import '../i18n';
import { organizationDocumentProgress } from '../utils/organization-documents';

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
        <PageState kind="error" message={t('organizations.stats.loadFailed')} onRetry={() => void stats.refetch()} />
      )}
      <StatGrid busy={stats.isPending}>
        {cards.map(([key, value]) => (
          <StatCard key={key} label={t(`organizations.stats.${key}`)} value={value ?? '—'} />
        ))}
      </StatGrid>
    </section>
  );
}

/** The organizations table's columns: name (licence, e-mail), status, members, documents, revenue, View. */
function useOrganizationColumns(onView: (organization: AdminOrganization) => void): DataColumn<AdminOrganization>[] {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  return [
    {
      id: 'organization',
      header: t('organizations.table.organization'),
      rowHeader: true,
      sortValue: (organization) => organization.name,
      cell: (organization) => (
        <>
          <span className="block font-semibold">{organization.name}</span>
          <span className="block text-slate-600 text-xs dark:text-slate-400">
            {organization.pharmacyLicenseNumber} · {organization.contactEmail || t('organizations.noEmail')}
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('organizations.table.status'),
      sortValue: (organization) => (organization.suspended ? 2 : organization.verified ? 1 : 0),
      cell: (organization) => (
        <>
          <OrganizationStatusBadge verified={organization.verified} suspended={organization.suspended} />
          {organization.suspended && organization.suspendedReason && (
            <span className="mt-1 block max-w-56 break-words text-slate-600 text-xs dark:text-slate-400">
              {t('organizations.suspension.reasonInTable', { reason: organization.suspendedReason })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'members',
      header: t('organizations.table.members'),
      sortValue: (organization) => organization.members.length,
      className: 'tabular-nums',
      cell: (organization) => formatCount(organization.members.length, language),
    },
    {
      id: 'documents',
      header: t('organizations.table.documents'),
      cell: (organization) =>
        t('organizations.documentsVerified', organizationDocumentProgress(organization.documents)),
    },
    {
      id: 'revenue',
      header: t('organizations.table.revenue'),
      align: 'right',
      sortValue: (organization) => organization.revenue,
      cell: (organization) => formatUsd(organization.revenue, language),
    },
    {
      id: 'actions',
      header: t('organizations.table.actions'),
      cell: (organization) => (
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={() => onView(organization)}
          aria-label={t('organizations.viewLabel', { name: organization.name })}
        >
          {t('organizations.view')}
        </Button>
      ),
    },
  ];
}

/**
 * /admin/organizations (spec §2): the counters, a search by name, licence number or e-mail, the
 * status filter, the table with View (details dialog) and Load more. No add or edit: they did nothing.
 */
export function OrganizationsPage() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('organizations.metaTitle'), description: t('organizations.metaDescription') });
  const captionId = useId();
  // `?search=` opens the list already searched (the expiring-documents list links owners this way).
  const [searchParams] = useSearchParams();
  const initialSearch = (searchParams.get('search') ?? '').trim().slice(0, 100);
  const [search, setSearch] = useState(initialSearch);
  const [searchText, setSearchText] = useDebouncedCommit(search, setSearch);
  const [status, setStatus] = useState<OrganizationStatusFilter>('all');
  const [viewing, setViewing] = useState<AdminOrganization | null>(null);

  const list = useAdminOrganizations({ status, search: search || undefined });
  const organizations = list.data?.pages.flatMap((page) => page.organizations) ?? [];
  const updating = list.isPlaceholderData && list.isFetching;
  const columns = useOrganizationColumns(setViewing);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader title={t('organizations.title')} subtitle={t('organizations.subtitle')} />

      <OrganizationStats />

      <search aria-label={t('organizations.filters.label')} className={`${adminCardClasses} grid gap-4 sm:grid-cols-3`}>
        <TextField
          className="sm:col-span-2"
          label={t('organizations.filters.search')}
          type="search"
          value={searchText}
          maxLength={100}
          placeholder={t('organizations.filters.searchPlaceholder')}
          hint={t('organizations.filters.searchHint')}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <SelectField
          label={t('organizations.filters.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrganizationStatusFilter)}
        >
          {ORGANIZATION_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`organizations.filters.statuses.${value}`)}
            </option>
          ))}
        </SelectField>
      </search>

      <section aria-labelledby={captionId} className={`${adminCardClasses} min-w-0`}>
        <h2 id={captionId} className="font-semibold text-lg text-slate-900 dark:text-white">
          {t('organizations.table.caption')}
        </h2>
        <p role="status" className="min-h-5 text-slate-600 text-sm dark:text-slate-400">
          {updating ? t('organizations.searching') : ''}
        </p>
        <DataTable
          rows={organizations}
          columns={columns}
          rowId={(organization) => organization.id}
          caption={t('organizations.table.caption')}
          minWidth="min-w-[44rem]"
          stickyLastColumn
          busy={updating}
          loadingMessage={t('organizations.loading')}
          empty={t('organizations.empty')}
          {...pagedTableState(list, t('organizations.loadFailed'))}
        />
      </section>

      {viewing && <OrganizationDetailsDialog orgId={viewing.id} name={viewing.name} onClose={() => setViewing(null)} />}
    </div>
  );
}
