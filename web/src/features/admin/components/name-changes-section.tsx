import { decisionReasonBody, type SuspensionBody } from '@lunia/shared/api/schemas/admin-organizations';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { type HeldNameChange, useNameChanges } from '../../../entities/admin-users/api/list-name-changes';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { fieldErrorText } from '../../../lib/field-error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useNameChangeDecision } from '../api/name-change-decisions';
import { explainApiError } from '../utils/api-error-message';
import { formatDateTime } from '../utils/format';
import { pagedTableState } from '../utils/list-table-state';
import { AdminCard } from './admin-page';
import '../users-i18n';
import '../limits-i18n';

type Kind = 'approve' | 'reject';
const fullName = (name: { firstName: string; lastName: string }) => `${name.firstName} ${name.lastName}`.trim();

/** The confirmation of one decision; a rejection asks for the reason (the shared schema's rules). */
function DecisionDialog({
  kind,
  change,
  onDone,
  onClose,
}: {
  kind: Kind;
  change: HeldNameChange;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  const { t: tCommon } = useTranslation();
  const decide = useNameChangeDecision();
  const {
    field,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<{ reason: string }, SuspensionBody>(decisionReasonBody, { defaultValues: { reason: '' } }, () =>
    decide.reset(),
  );
  const names = { current: fullName(change.current), proposed: fullName(change.proposed) };
  const { userId } = change;
  const submit = handleSubmit(({ reason }) => decide.mutate({ kind: 'reject', userId, reason }, { onSuccess: onDone }));
  const explained = decide.isError ? explainApiError(decide.error) : null;
  const label = t('nameChanges.reason');
  return (
    <ConfirmDialog
      title={t(`nameChanges.${kind}.title`)}
      message={t(`nameChanges.${kind}.message`, names)}
      confirmLabel={t(`nameChanges.${kind}.confirm`)}
      busyLabel={t('nameChanges.working')}
      cancelLabel={t('nameChanges.cancel')}
      busy={decide.isPending}
      destructive={false}
      failure={decide.isError ? (explained ? apiErrorMessage(tCommon, explained) : t('nameChanges.failed')) : null}
      onConfirm={() => (kind === 'approve' ? decide.mutate({ kind, userId }, { onSuccess: onDone }) : void submit())}
      onClose={onClose}
    >
      {kind === 'reject' && (
        <TextAreaField
          className="mt-4"
          label={label}
          required
          rows={3}
          maxLength={500}
          hint={t('nameChanges.reasonHint')}
          error={fieldErrorText(tCommon, errors.reason, label)}
          {...field('reason')}
        />
      )}
    </ConfirmDialog>
  );
}

/**
 * Issue 38, on /admin/users: the people whose new legal name waits for review, oldest first (Load more
 * pages further), with the name on file beside the one asked for and the person's reason. Super admins
 * approve or reject (with a reason, e-mailed to the person); support admins see the list only.
 */
export function NameChangesSection() {
  const { t, i18n } = useTranslation('adminUsers');
  const language = currentLanguage(i18n.language);
  const { isSuperAdmin } = useAuthenticatedSession();
  const { t: tLimits } = useTranslation('adminLimits');
  const limitId = useId();
  const list = useNameChanges();
  const [deciding, setDeciding] = useState<{ kind: Kind; change: HeldNameChange } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.changes) ?? [];
  const columns: DataColumn<HeldNameChange>[] = [
    {
      id: 'person',
      header: t('nameChanges.person'),
      rowHeader: true,
      cell: (change) => (
        <>
          <span className="font-medium">{fullName(change.current)}</span>
          <span className="block text-slate-600 text-xs dark:text-slate-400">{change.email}</span>
          <span className="block text-slate-600 text-xs dark:text-slate-400">{change.luniaId}</span>
        </>
      ),
    },
    { id: 'proposed', header: t('nameChanges.proposed'), cell: (change) => fullName(change.proposed) },
    { id: 'why', header: t('nameChanges.why'), cell: (change) => change.proposed.reason },
    {
      id: 'requestedAt',
      header: t('nameChanges.requestedAt'),
      className: 'whitespace-nowrap',
      sortValue: (change) => change.proposed.requestedAt,
      cell: (change) => (
        <time dateTime={change.proposed.requestedAt}>{formatDateTime(change.proposed.requestedAt, language)}</time>
      ),
    },
    {
      id: 'actions',
      header: t('nameChanges.actions'),
      cell: (change: HeldNameChange) => (
        <div className="flex gap-2">
          {(['approve', 'reject'] as const).map((kind) => (
            <Button
              key={kind}
              variant={kind === 'approve' ? 'primary' : 'secondary'}
              aria-label={t(`nameChanges.${kind}.label`, { name: fullName(change.current) })}
              disabled={!isSuperAdmin}
              aria-describedby={isSuperAdmin ? undefined : limitId}
              onClick={() => {
                setDone(null);
                setDeciding({ kind, change });
              }}
            >
              {t(`nameChanges.${kind}.action`)}
            </Button>
          ))}
        </div>
      ),
    } satisfies DataColumn<HeldNameChange>,
  ];
  return (
    <AdminCard
      headingId="name-changes-heading"
      title={t('nameChanges.title')}
      description={t('nameChanges.description')}
    >
      <div className="mt-4 space-y-4">
        {/* Support sees the actions disabled, and why (issue 40 item 12). */}
        {!isSuperAdmin && (
          <p id={limitId} className="text-slate-600 text-sm dark:text-slate-400">
            {tLimits('superAdminOnly.nameChanges')}
          </p>
        )}
        {done && <MessageBanner tone="success">{done}</MessageBanner>}
        <DataTable
          rows={rows}
          columns={columns}
          rowId={(change) => change.userId}
          caption={t('nameChanges.caption')}
          loadingMessage={t('nameChanges.loading')}
          empty={t('nameChanges.empty')}
          minWidth="min-w-[48rem]"
          stickyLastColumn
          {...pagedTableState(list, t('nameChanges.loadFailed'))}
        />
      </div>
      {deciding && (
        <DecisionDialog
          kind={deciding.kind}
          change={deciding.change}
          onDone={() => {
            setDone(
              t(`nameChanges.done.${deciding.kind}`, {
                current: fullName(deciding.change.current),
                proposed: fullName(deciding.change.proposed),
              }),
            );
            setDeciding(null);
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </AdminCard>
  );
}
