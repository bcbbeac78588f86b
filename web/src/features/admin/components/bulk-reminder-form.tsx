import { bulkReminderBody } from '@lunia/shared/api/schemas/admin-reminders';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { Spinner } from '../../../components/ui/spinner';
import { useReminderRecipients } from '../../../entities/reminders/api/list-reminder-recipients';
import type { ApiResponse } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSendBulkDocumentReminders } from '../api/send-bulk-document-reminders';
import type { ReminderLanguage } from '../api/send-document-reminder';
import { explainApiError } from '../utils/api-error-message';
import { displayName } from '../utils/user-format';
import '../users-i18n';

export type BulkReminderStarted = ApiResponse<'sendBulkDocumentReminders'>;

/**
 * Bulk reminders (spec §2, §5): the unverified users as a checklist that scrolls at a maximum height,
 * loaded page by page; Select All (every loaded user), Clear All, and Send N Reminders (at least one).
 * The server answers at once with the job; `onStarted` hands it to the progress view.
 */
export function BulkReminderForm({
  language,
  onStarted,
}: {
  language: ReminderLanguage;
  onStarted: (started: BulkReminderStarted) => void;
}) {
  const { t } = useTranslation('adminUsers');
  const { t: tCommon } = useTranslation();
  const ids = { legend: useId(), counter: useId(), error: useId() };
  const recipients = useReminderRecipients(true);
  const send = useSendBulkDocumentReminders();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const loaded = recipients.data?.pages.flatMap((page) => page.recipients) ?? [];

  function toggle(id: string, checked: boolean) {
    setFailure(null);
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function submit() {
    setFailure(null);
    const body = bulkReminderBody.safeParse({ userIds: [...selected], language });
    if (!body.success) {
      setFailure(
        selected.size === 0
          ? t('reminders.bulk.noneSelected')
          : (body.error.issues[0]?.message ?? t('reminders.bulk.failed')),
      );
      return;
    }
    send.mutate(body.data, {
      onSuccess: onStarted,
      onError: (error) => {
        const explained = explainApiError(error);
        setFailure(explained ? apiErrorMessage(tCommon, explained) : t('reminders.bulk.failed'));
      },
    });
  }

  if (recipients.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-slate-600 dark:text-slate-300">
        <Spinner className="size-6 text-brand-700 dark:text-brand-300" />
        <p className="font-medium text-sm">{t('reminders.bulk.loading')}</p>
      </div>
    );
  }
  if (recipients.isError) {
    return (
      <div className="space-y-3">
        <MessageBanner tone="error">{t('reminders.bulk.loadFailed')}</MessageBanner>
        <Button variant="secondary" onClick={() => void recipients.refetch()}>
          {t('reminders.bulk.retry')}
        </Button>
      </div>
    );
  }
  if (loaded.length === 0)
    return <p className="text-slate-600 text-sm dark:text-slate-400">{t('reminders.bulk.empty')}</p>;

  return (
    <div className="space-y-4">
      <fieldset aria-describedby={ids.counter}>
        <legend id={ids.legend} className="font-medium text-slate-900 text-sm dark:text-white">
          {t('reminders.bulk.listLabel')}
        </legend>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            onClick={() => {
              setFailure(null);
              setSelected(new Set(loaded.map(({ id }) => id)));
            }}
          >
            {t('reminders.bulk.selectAll')}
          </Button>
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setSelected(new Set())}>
            {t('reminders.bulk.clearAll')}
          </Button>
          <p id={ids.counter} aria-live="polite" className="text-slate-600 text-sm dark:text-slate-400">
            {t('reminders.bulk.selected', { selected: selected.size, loaded: loaded.length })}
          </p>
        </div>
        <ul className="mt-3 max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
          {loaded.map((recipient) => {
            const checkboxId = `${ids.legend}-${recipient.id}`;
            return (
              <li key={recipient.id} className="flex items-start gap-3 px-3 py-2">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={selected.has(recipient.id)}
                  onChange={(event) => toggle(recipient.id, event.target.checked)}
                  className="mt-1 size-4 accent-brand-700 dark:accent-brand-300"
                />
                <label htmlFor={checkboxId} className="min-w-0 text-sm">
                  <span className="block font-medium text-slate-900 dark:text-white">{displayName(recipient)}</span>
                  <span className="block break-all text-slate-600 dark:text-slate-400">{recipient.email}</span>
                </label>
              </li>
            );
          })}
          {recipients.hasNextPage && (
            <li className="flex justify-center px-3 py-2">
              <Button
                variant="ghost"
                className="px-3 py-1.5"
                onClick={() => void recipients.fetchNextPage()}
                disabled={recipients.isFetchingNextPage}
              >
                {recipients.isFetchingNextPage ? t('reminders.bulk.loadingMore') : t('reminders.bulk.loadMore')}
              </Button>
            </li>
          )}
        </ul>
      </fieldset>
      {failure && <MessageBanner tone="error">{failure}</MessageBanner>}
      <div className="flex justify-end">
        <Button onClick={submit} disabled={send.isPending}>
          {send.isPending ? t('reminders.bulk.sending') : t('reminders.bulk.send', { count: selected.size })}
        </Button>
      </div>
    </div>
  );
}
