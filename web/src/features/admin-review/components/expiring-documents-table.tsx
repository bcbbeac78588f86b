import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import {
  type ExpiringDocument,
  useExpiringDocuments,
} from '../../../entities/document-review/api/list-expiring-documents';
import { paths } from '../../../paths';
import { ExpiryValue, ownerNameOf } from './review-card';
import '../i18n';

const statusTone: Record<ExpiringDocument['status'], string> = {
  uploading: 'bg-sky-100 text-sky-800 dark:bg-sky-400/10 dark:text-sky-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200',
  denied: 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200',
};

/** Where an admin looks the owner up: the users list searched by e-mail, or the organizations list by name. */
export function ownerPathOf(document: ExpiringDocument): string | null {
  if (document.context === 'organization' && document.org?.name)
    return `${paths.adminOrganizations}?search=${encodeURIComponent(document.org.name)}`;
  if (document.user?.email) return `${paths.adminUsers}?search=${encodeURIComponent(document.user.email)}`;
  return null;
}

/** The owner's name (a link to them where the admin can look them up), kind and e-mail. */
function Owner({ document, name }: { document: ExpiringDocument; name: string }) {
  const { t } = useTranslation('admin-review');
  const ownerPath = ownerPathOf(document);
  const email = document.org?.contactEmail || document.user?.email;
  return (
    <>
      <span className="block">
        {ownerPath ? (
          <Link
            to={ownerPath}
            aria-label={t('expiring.openOwnerOf', { name })}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
          >
            {name}
          </Link>
        ) : (
          name
        )}
      </span>
      <span className="block text-slate-600 text-xs dark:text-slate-400">
        {t(`expiring.ownerKinds.${document.context === 'organization' ? 'organization' : 'user'}`)}
        {email ? ` · ${email}` : ''}
      </span>
    </>
  );
}

/**
 * "Expiring soon" (issue 14): current documents expiring within 60 days or already expired, soonest
 * first, from the API's expiry index; Load more pages on. Each row: type, owner (with a link to them),
 * expiry state, review status and "Correct expiry date".
 */
export function ExpiringDocumentsTable({ onCorrectExpiry }: { onCorrectExpiry: (document: ExpiringDocument) => void }) {
  const { t } = useTranslation('admin-review');
  const list = useExpiringDocuments();
  const documents = list.data?.pages.flatMap((page) => page.documents) ?? [];

  const ownerOf = (document: ExpiringDocument) =>
    ownerNameOf(document) ??
    (document.context === 'organization' ? t('card.unknownOrganization') : t('card.unknownUser'));
  const columns: DataColumn<ExpiringDocument>[] = [
    {
      id: 'document',
      header: t('expiring.columns.document'),
      rowHeader: true,
      className: 'font-medium',
      sortValue: (document) => t(`types.${document.type}`),
      cell: (document) => t(`types.${document.type}`),
    },
    {
      id: 'owner',
      header: t('expiring.columns.owner'),
      sortValue: ownerOf,
      cell: (document) => <Owner document={document} name={ownerOf(document)} />,
    },
    {
      id: 'expiry',
      header: t('expiring.columns.expiry'),
      sortValue: (document) => document.expiresOn ?? '',
      cell: (document) => <ExpiryValue expiresOn={document.expiresOn} />,
    },
    {
      id: 'status',
      header: t('expiring.columns.status'),
      sortValue: (document) => document.status,
      cell: (document) => (
        <span
          className={`whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${statusTone[document.status]}`}
        >
          {t(`status.${document.status}`)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('expiring.columns.actions'),
      cell: (document) => (
        <Button
          variant="secondary"
          className="whitespace-nowrap px-3 py-1.5"
          aria-label={`${t('expiry.correct')}: ${t(`types.${document.type}`)}, ${ownerOf(document)}`}
          onClick={() => onCorrectExpiry(document)}
        >
          {t('expiry.correct')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="expiring-heading" className="space-y-4">
      <div>
        <h2 id="expiring-heading" className="font-semibold text-slate-900 text-xl dark:text-white">
          {t('expiring.title')}
        </h2>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('expiring.description')}</p>
      </div>
      <DataTable
        rows={documents}
        columns={columns}
        rowId={(document) => document.id}
        caption={t('expiring.caption')}
        minWidth="min-w-[48rem]"
        stickyLastColumn
        loading={list.isPending}
        loadingMessage={t('expiring.loading')}
        error={list.isError ? t('expiring.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        empty={t('expiring.empty')}
        loadMore={{
          hasMore: list.hasNextPage,
          loading: list.isFetchingNextPage,
          onLoadMore: () => void list.fetchNextPage(),
          label: t('loadMore'),
          loadingLabel: t('loadingMore'),
        }}
      />
      {documents.length > 0 && (
        <p className="text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
          {t('expiring.shown', { count: documents.length })}
        </p>
      )}
    </section>
  );
}
