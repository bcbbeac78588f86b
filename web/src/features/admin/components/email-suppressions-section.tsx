import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { MessageBanner } from '../../../components/ui/message-banner';
import {
  type EmailSuppression,
  useEmailSuppressions,
} from '../../../entities/email-suppressions/api/list-email-suppressions';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { currentLanguage } from '../../../lib/i18n';
import { useDeleteEmailSuppression } from '../api/delete-email-suppression';
import { explainApiError } from '../utils/api-error-message';
import { formatDateTime } from '../utils/format';
import { pagedTableState } from '../utils/list-table-state';
import { AdminCard } from './admin-page';
import '../i18n';
import '../limits-i18n';

/** The heading's id: the back office's navigation links to this section of /admin/settings. */
export const EMAIL_SUPPRESSIONS_ANCHOR = 'email-suppressions-heading';

/** The confirmation before a super admin lifts an address: Lunia will mail it again. */
function LiftDialog({ email, onDone, onClose }: { email: string; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const lift = useDeleteEmailSuppression();
  const explained = explainApiError(lift.error);
  return (
    <ConfirmDialog
      title={t('settings.emailSuppressions.confirmTitle')}
      message={t('settings.emailSuppressions.confirmMessage', { email })}
      confirmLabel={t('settings.emailSuppressions.confirm')}
      busyLabel={t('settings.emailSuppressions.working')}
      cancelLabel={t('settings.emailSuppressions.cancel')}
      busy={lift.isPending}
      failure={
        lift.isError
          ? t('settings.emailSuppressions.failed', { message: explained ? apiErrorMessage(tCommon, explained) : '' })
          : null
      }
      onConfirm={() => lift.mutate(email, { onSuccess: onDone })}
      onClose={onClose}
    />
  );
}

/**
 * The e-mail suppression list (issue 26): addresses SES reported as a hard bounce or a spam complaint,
 * which Lunia no longer mails, newest first (Load more pages further back). Super admins can lift
 * one, after a confirmation; support admins see the list only.
 */
export function EmailSuppressionsSection() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  const { isSuperAdmin } = useAuthenticatedSession();
  const { t: tLimits } = useTranslation('adminLimits');
  const limitId = useId();
  const list = useEmailSuppressions();
  const [lifting, setLifting] = useState<string | null>(null);
  const [lifted, setLifted] = useState<string | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.suppressions) ?? [];
  const columns: DataColumn<EmailSuppression>[] = [
    { id: 'email', header: t('settings.emailSuppressions.email'), rowHeader: true, cell: (entry) => entry.email },
    {
      id: 'reason',
      header: t('settings.emailSuppressions.reason'),
      sortValue: (entry) => entry.reason,
      cell: (entry) => t(`settings.emailSuppressions.reasons.${entry.reason}`),
    },
    { id: 'detail', header: t('settings.emailSuppressions.detail'), cell: (entry) => entry.detail ?? '—' },
    {
      id: 'since',
      header: t('settings.emailSuppressions.since'),
      className: 'whitespace-nowrap',
      sortValue: (entry) => entry.suppressedAt,
      cell: (entry) => <time dateTime={entry.suppressedAt}>{formatDateTime(entry.suppressedAt, language)}</time>,
    },
    {
      id: 'actions',
      header: t('settings.emailSuppressions.actions'),
      cell: (entry: EmailSuppression) => (
        <Button
          variant="secondary"
          aria-label={t('settings.emailSuppressions.liftLabel', { email: entry.email })}
          disabled={!isSuperAdmin}
          aria-describedby={isSuperAdmin ? undefined : limitId}
          onClick={() => {
            setLifted(null);
            setLifting(entry.email);
          }}
        >
          {t('settings.emailSuppressions.lift')}
        </Button>
      ),
    } satisfies DataColumn<EmailSuppression>,
  ];
  return (
    <AdminCard
      headingId={EMAIL_SUPPRESSIONS_ANCHOR}
      title={t('settings.emailSuppressions.title')}
      description={t('settings.emailSuppressions.description')}
    >
      <div className="mt-4 space-y-4">
        {/* Support sees the actions disabled, and why (issue 40 item 12). */}
        {!isSuperAdmin && (
          <p id={limitId} className="text-slate-600 text-sm dark:text-slate-400">
            {tLimits('superAdminOnly.suppressions')}
          </p>
        )}
        {lifted && (
          <MessageBanner tone="success">{t('settings.emailSuppressions.lifted', { email: lifted })}</MessageBanner>
        )}
        <DataTable
          rows={rows}
          columns={columns}
          rowId={(entry) => entry.email}
          caption={t('settings.emailSuppressions.caption')}
          loadingMessage={t('settings.emailSuppressions.loading')}
          empty={t('settings.emailSuppressions.empty')}
          minWidth="min-w-[40rem]"
          stickyLastColumn
          {...pagedTableState(list, t('settings.emailSuppressions.loadFailed'))}
        />
      </div>
      {lifting && (
        <LiftDialog
          email={lifting}
          onDone={() => {
            setLifted(lifting);
            setLifting(null);
          }}
          onClose={() => setLifting(null)}
        />
      )}
    </AdminCard>
  );
}
