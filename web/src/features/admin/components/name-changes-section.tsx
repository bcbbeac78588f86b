import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { MessageBanner } from '../../../components/ui/message-banner';
import { type HeldNameChange, useNameChanges } from '../../../entities/admin-users/api/list-name-changes';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { currentLanguage } from '../../../lib/i18n';
import { useNameChangeDecision } from '../api/name-change-decisions';
import { formatDateTime } from '../utils/format';
import { pagedTableState } from '../utils/list-table-state';
import { AdminCard } from './admin-page';
import { ReasonDecisionDialog } from './reason-decision-dialog';
import '../users-i18n';
import '../limits-i18n';

type Kind = 'approve' | 'reject';
const fullName = (name: { firstName: string; lastName: string }) => `${name.firstName} ${name.lastName}`.trim();

/** The confirmation of one decision; a rejection asks for the reason. */
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
  const decide = useNameChangeDecision();
  const names = { current: fullName(change.current), proposed: fullName(change.proposed) };
  const { userId } = change;
  return (
    <ReasonDecisionDialog
      text={{
        title: t(`nameChanges.${kind}.title`),
        message: t(`nameChanges.${kind}.message`, names),
        confirm: t(`nameChanges.${kind}.confirm`),
        working: t('nameChanges.working'),
        cancel: t('nameChanges.cancel'),
        failed: t('nameChanges.failed'),
        reason: t('nameChanges.reason'),
        reasonHint: t('nameChanges.reasonHint'),
      }}
      withReason={kind === 'reject'}
      destructive={false}
      decision={decide}
      onDecide={(reason) =>
        decide.mutate(reason === undefined ? { kind: 'approve', userId } : { kind: 'reject', userId, reason }, {
          onSuccess: onDone,
        })
      }
      onClose={onClose}
    />
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
