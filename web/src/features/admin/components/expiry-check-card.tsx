import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { type ExpiryRun, useRunExpiryCheck } from '../api/run-expiry-check';
import { explainApiError } from '../utils/api-error-message';
import { formatCount, formatDateTime } from '../utils/format';
import { AdminCard } from './admin-page';
import '../expiry-i18n';

const FIGURES = ['documentsChecked', 'remindersQueued', 'remindersAlreadySent', 'verificationFallbacks'] as const;

function RunFigures({ run }: { run: ExpiryRun }) {
  const { t, i18n } = useTranslation('adminExpiry');
  const language = currentLanguage(i18n.language);
  return (
    <div className="mt-4 space-y-3">
      <MessageBanner tone="success">{t('check.done', { date: formatDate(run.today, language) })}</MessageBanner>
      <dl aria-label={t('check.figuresCaption')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FIGURES.map((key) => (
          <div key={key} className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
            <dt className="text-slate-600 text-xs dark:text-slate-400">{t(`check.figures.${key}`)}</dt>
            <dd className="mt-1 font-bold text-2xl text-slate-900 tabular-nums dark:text-white">
              {formatCount(run[key], language)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-slate-600 text-xs dark:text-slate-400">
        {t('check.ranAt', {
          start: formatDateTime(run.startedAt, language),
          end: formatDateTime(run.finishedAt, language),
        })}
      </p>
    </div>
  );
}

/**
 * /admin/settings "Expiry reminders" (issue 14): what the daily expiry check does, and "Run expiry
 * check now" with the run's figures (documents checked, reminders queued, already sent, fallbacks).
 */
export function ExpiryCheckCard() {
  const { t } = useTranslation('adminExpiry');
  const run = useRunExpiryCheck();
  const explained = run.isError ? explainApiError(run.error) : null;
  return (
    <AdminCard headingId="expiry-check-heading" title={t('check.title')} description={t('check.description')}>
      <Button className="mt-4" onClick={() => run.mutate()} disabled={run.isPending}>
        {run.isPending ? t('check.running') : t('check.run')}
      </Button>
      {run.isPending && (
        <p role="status" className="sr-only">
          {t('check.running')}
        </p>
      )}
      {run.isError && (
        <MessageBanner tone="error" className="mt-4">
          {explained?.code === 'TOO_MANY_REQUESTS' ? t('check.tooMany') : t('check.failed')}
        </MessageBanner>
      )}
      {run.data && !run.isPending && <RunFigures run={run.data.run} />}
    </AdminCard>
  );
}
