import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExpiryBadge } from '../../../components/ui/expiry-badge';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PageState } from '../../../components/ui/page-state';
import {
  type ExpiringSoonDocument,
  useExpiringSoon,
} from '../../../entities/document-review/api/list-expiring-documents';
import { paths } from '../../../paths';
import { AdminCard } from './admin-page';
import '../expiry-i18n';
import '../../../lib/expiry-i18n';

/** The full list: the "Expiring soon" view of the document review page. */
export const EXPIRING_LIST_PATH = `${paths.adminDocumentReview}?view=expiring`;

function ownerOf(document: ExpiringSoonDocument): string | null {
  if (document.org?.name) return document.org.name;
  const name = [document.user?.firstName, document.user?.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/**
 * The admin dashboard's "Expiring soon" card (issue 14): the next few documents to expire within 60
 * days (or expired) with their owner and state, and a link to the full, paged list.
 */
export function ExpiringSoonCard() {
  const { t } = useTranslation('adminExpiry');
  const { t: tExpiry } = useTranslation('expiry');
  const soon = useExpiringSoon();
  return (
    <AdminCard headingId="expiring-soon-heading" title={t('soon.title')} description={t('soon.description')}>
      {soon.isPending ? (
        <PageState kind="loading" compact message={t('soon.loading')} />
      ) : soon.isError ? (
        <PageState
          kind="error"
          className="mt-4"
          message={t('soon.loadFailed')}
          onRetry={() => void soon.refetch()}
          retryLabel={t('soon.retry')}
        />
      ) : soon.data.documents.length === 0 ? (
        <p className="mt-4 text-slate-600 text-sm dark:text-slate-400">{t('soon.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {soon.data.documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900 dark:text-white">
                  {tExpiry(`types.${document.type}`)}
                </span>
                <span className="block text-slate-600 dark:text-slate-400">
                  {ownerOf(document) ?? t('soon.unknownOwner')}
                </span>
              </span>
              <ExpiryBadge expiresOn={document.expiresOn} />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={EXPIRING_LIST_PATH}
        className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 text-sm underline-offset-2 hover:underline dark:text-brand-300"
      >
        {t('soon.seeAll')}
        <ArrowRightIcon className="size-4" />
      </Link>
    </AdminCard>
  );
}
