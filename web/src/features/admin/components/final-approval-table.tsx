import { BOOKRX_APPROVAL_DOCUMENT_TYPES } from '@lunia/shared/domain/constants';
import { missingForBookrxApproval } from '@lunia/shared/domain/final-approval';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { type AwaitingUser, useApproveUserForBookrx, useAwaitingFinalApproval } from '../api/final-approval';
import '../i18n';

/** How many of the three BookRx licences are approved (spec §4 final approval). */
function verifiedCount(user: AwaitingUser) {
  const approved = user.documents.filter(({ status }) => status === 'approved').map(({ type }) => type);
  return BOOKRX_APPROVAL_DOCUMENT_TYPES.length - missingForBookrxApproval(approved).length;
}

/** Spec §4 admin final approval: the eligible users, each with Approve for BookRx. */
export function FinalApprovalTable() {
  const { t } = useTranslation('admin');
  const awaiting = useAwaitingFinalApproval();
  const approval = useApproveUserForBookrx();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const users = awaiting.data?.pages.flatMap((page) => page.users) ?? [];

  function approve(user: AwaitingUser) {
    setMessage(null);
    approval.mutate(user.id, {
      onSuccess: () => setMessage({ tone: 'success', text: t('dashboard.approval.success') }),
      onError: (error) =>
        setMessage({ tone: 'error', text: t('dashboard.approval.failed', { message: error.message }) }),
    });
  }

  return (
    <section
      aria-labelledby="final-approval-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="final-approval-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('dashboard.approval.title')}
      </h2>
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('dashboard.approval.description')}</p>
      {message && (
        <MessageBanner tone={message.tone} className="mt-4">
          {message.text}
        </MessageBanner>
      )}
      {awaiting.isPending && <p className="mt-4 text-slate-600 text-sm">{t('dashboard.approval.loading')}</p>}
      {awaiting.isError && (
        <div className="mt-4 flex items-center gap-3">
          <p role="alert" className="text-red-700 text-sm dark:text-red-300">
            {t('dashboard.approval.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void awaiting.refetch()}>
            {t('dashboard.approval.retry')}
          </Button>
        </div>
      )}
      {awaiting.isSuccess && users.length === 0 && (
        <p className="mt-4 text-slate-600 text-sm dark:text-slate-400">{t('dashboard.approval.empty')}</p>
      )}
      {users.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-slate-200 border-b text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('dashboard.approval.name')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('dashboard.approval.email')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('dashboard.approval.luniaId')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('dashboard.approval.documents')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('dashboard.approval.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {users.map((user) => {
                const name = `${user.firstName} ${user.lastName}`.trim();
                return (
                  <tr key={user.id} className="text-slate-900 dark:text-white">
                    <td className="py-3 pr-4 font-medium">{name}</td>
                    <td className="py-3 pr-4">{user.email}</td>
                    <td className="py-3 pr-4 font-mono text-xs">{user.luniaId}</td>
                    <td className="py-3 pr-4">
                      {t('dashboard.approval.verifiedCount', {
                        verified: verifiedCount(user),
                        total: BOOKRX_APPROVAL_DOCUMENT_TYPES.length,
                      })}
                    </td>
                    <td className="py-3">
                      <Button
                        onClick={() => approve(user)}
                        disabled={approval.isPending}
                        aria-label={t('dashboard.approval.approveUser', { name })}
                      >
                        {approval.isPending && approval.variables === user.id
                          ? t('dashboard.approval.approving')
                          : t('dashboard.approval.approve')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {awaiting.hasNextPage && (
        <Button variant="secondary" className="mt-4" onClick={() => void awaiting.fetchNextPage()}>
          {t('dashboard.approval.loadMore')}
        </Button>
      )}
    </section>
  );
}
