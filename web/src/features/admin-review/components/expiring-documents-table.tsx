import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../paths';
import { type ExpiringDocument, useExpiringDocuments } from '../api/list-expiring-documents';
import { ExpiryValue, ownerNameOf } from './review-card';
import '../i18n';

const th = 'px-4 py-3 font-medium';
const td = 'px-4 py-3 align-top';
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

/**
 * "Expiring soon" (issue 14): current documents expiring within 60 days or already expired, soonest
 * first, from the API's expiry index; Load more pages on. Each row: type, owner (with a link to them),
 * expiry state, review status and "Correct expiry date".
 */
export function ExpiringDocumentsTable({ onCorrectExpiry }: { onCorrectExpiry: (document: ExpiringDocument) => void }) {
  const { t } = useTranslation('admin-review');
  const list = useExpiringDocuments();
  const documents = list.data?.pages.flatMap((page) => page.documents) ?? [];

  return (
    <section aria-labelledby="expiring-heading" className="space-y-4">
      <div>
        <h2 id="expiring-heading" className="font-semibold text-slate-900 text-xl dark:text-white">
          {t('expiring.title')}
        </h2>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('expiring.description')}</p>
      </div>
      {list.isPending ? (
        <LoadingState message={t('expiring.loading')} />
      ) : list.isError ? (
        <div className="space-y-3">
          <MessageBanner tone="error">{t('expiring.loadFailed')}</MessageBanner>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('errors.retry')}
          </Button>
        </div>
      ) : documents.length === 0 ? (
        <p className="rounded-xl border border-slate-300 border-dashed p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('expiring.empty')}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">{t('expiring.caption')}</caption>
              <thead className="border-slate-200 border-b bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300">
                <tr>
                  <th scope="col" className={th}>
                    {t('expiring.columns.document')}
                  </th>
                  <th scope="col" className={th}>
                    {t('expiring.columns.owner')}
                  </th>
                  <th scope="col" className={th}>
                    {t('expiring.columns.expiry')}
                  </th>
                  <th scope="col" className={th}>
                    {t('expiring.columns.status')}
                  </th>
                  <th scope="col" className={th}>
                    {t('expiring.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-white">
                {documents.map((document) => {
                  const owner =
                    ownerNameOf(document) ??
                    (document.context === 'organization' ? t('card.unknownOrganization') : t('card.unknownUser'));
                  const ownerPath = ownerPathOf(document);
                  const email = document.org?.contactEmail || document.user?.email;
                  return (
                    <tr key={document.id}>
                      <th scope="row" className={`${td} font-medium`}>
                        {t(`types.${document.type}`)}
                      </th>
                      <td className={td}>
                        <span className="block">
                          {ownerPath ? (
                            <Link
                              to={ownerPath}
                              aria-label={t('expiring.openOwnerOf', { name: owner })}
                              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
                            >
                              {owner}
                            </Link>
                          ) : (
                            owner
                          )}
                        </span>
                        <span className="block text-slate-600 text-xs dark:text-slate-400">
                          {t(`expiring.ownerKinds.${document.context === 'organization' ? 'organization' : 'user'}`)}
                          {email ? ` · ${email}` : ''}
                        </span>
                      </td>
                      <td className={td}>
                        <ExpiryValue expiresOn={document.expiresOn} />
                      </td>
                      <td className={td}>
                        <span
                          className={`whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${statusTone[document.status]}`}
                        >
                          {t(`status.${document.status}`)}
                        </span>
                      </td>
                      <td className={td}>
                        <Button
                          variant="secondary"
                          className="whitespace-nowrap px-3 py-1.5"
                          aria-label={`${t('expiry.correct')}: ${t(`types.${document.type}`)}, ${owner}`}
                          onClick={() => onCorrectExpiry(document)}
                        >
                          {t('expiry.correct')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
            {t('expiring.shown', { count: documents.length })}
          </p>
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
