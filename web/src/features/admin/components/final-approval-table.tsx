import { BOOKRX_APPROVAL_DOCUMENT_TYPES } from '@lunia/shared/domain/constants';
import { missingForBookrxApproval } from '@lunia/shared/domain/final-approval';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { MessageBanner } from '../../../components/ui/message-banner';
import {
  type AwaitingUser,
  useAwaitingFinalApproval,
} from '../../../entities/admin-users/api/list-awaiting-final-approval';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useApproveUserForBookrx } from '../api/approve-user-for-bookrx';
import '../i18n';

/** How many of the three BookRx licences are approved (spec §4 final approval). */
function verifiedCount(user: AwaitingUser) {
  const approved = user.documents.filter(({ status }) => status === 'approved').map(({ type }) => type);
  return BOOKRX_APPROVAL_DOCUMENT_TYPES.length - missingForBookrxApproval(approved).length;
}

const fullName = (user: AwaitingUser) => `${user.firstName} ${user.lastName}`.trim();

/** Spec §4 admin final approval: the eligible users, each with Approve for BookRx. */
export function FinalApprovalTable() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const awaiting = useAwaitingFinalApproval();
  const approval = useApproveUserForBookrx();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const users = awaiting.data?.pages.flatMap((page) => page.users) ?? [];

  function approve(user: AwaitingUser) {
    setMessage(null);
    approval.mutate(user.id, {
      onSuccess: () => setMessage({ tone: 'success', text: t('dashboard.approval.success') }),
      onError: (error) =>
        setMessage({
          tone: 'error',
          text: t('dashboard.approval.failed', { message: apiErrorMessage(tCommon, error) }),
        }),
    });
  }

  const columns: DataColumn<AwaitingUser>[] = [
    { id: 'name', header: t('dashboard.approval.name'), rowHeader: true, sortValue: fullName, cell: fullName },
    { id: 'email', header: t('dashboard.approval.email'), sortValue: (user) => user.email, cell: (user) => user.email },
    {
      id: 'luniaId',
      header: t('dashboard.approval.luniaId'),
      className: 'font-mono text-xs',
      cell: (user) => user.luniaId,
    },
    {
      id: 'documents',
      header: t('dashboard.approval.documents'),
      cell: (user) =>
        t('dashboard.approval.verifiedCount', {
          verified: verifiedCount(user),
          total: BOOKRX_APPROVAL_DOCUMENT_TYPES.length,
        }),
    },
    {
      id: 'actions',
      header: t('dashboard.approval.actions'),
      cell: (user) => (
        <Button
          onClick={() => approve(user)}
          disabled={approval.isPending}
          aria-label={t('dashboard.approval.approveUser', { name: fullName(user) })}
        >
          {approval.isPending && approval.variables === user.id
            ? t('dashboard.approval.approving')
            : t('dashboard.approval.approve')}
        </Button>
      ),
    },
  ];

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
      <div className="mt-4">
        <DataTable
          rows={users}
          columns={columns}
          rowId={(user) => user.id}
          caption={t('dashboard.approval.title')}
          loading={awaiting.isPending}
          loadingMessage={t('dashboard.approval.loading')}
          error={awaiting.isError ? t('dashboard.approval.loadFailed') : undefined}
          onRetry={() => void awaiting.refetch()}
          empty={t('dashboard.approval.empty')}
          loadMore={{
            hasMore: awaiting.hasNextPage,
            loading: awaiting.isFetchingNextPage,
            onLoadMore: () => void awaiting.fetchNextPage(),
            label: t('dashboard.approval.loadMore'),
          }}
        />
      </div>
    </section>
  );
}
