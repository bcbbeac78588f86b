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
import { pagedTableState } from '../utils/list-table-state';
import { AdminCard } from './admin-page';
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
    <AdminCard
      headingId="final-approval-heading"
      title={t('dashboard.approval.title')}
      description={t('dashboard.approval.description')}
    >
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
          loadingMessage={t('dashboard.approval.loading')}
          empty={t('dashboard.approval.empty')}
          {...pagedTableState(awaiting, t('dashboard.approval.loadFailed'))}
        />
      </div>
    </AdminCard>
  );
}
