import { missingHours } from '@lunia/shared/domain/continuing-education';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PortalCard } from '../../../components/ui/portal-card';
import type { ContinuingEducation } from '../../../entities/continuing-education/api/list-continuing-education';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../paths';
import { formatHours } from '../hours';
import '../i18n';

/**
 * Hours completed of the cycle's required hours, as a progress bar with its figures in words, and the
 * cycle's end; without an approved licence, the request to upload it (the cycle starts from it).
 */
export function ProgressCard({ progress }: { progress: ContinuingEducation['progress'] }) {
  const { t, i18n } = useTranslation('continuing-education');
  const language = currentLanguage(i18n.language);
  const hours = (value: number) => formatHours(value, language);
  if (!progress.cycleEndsOn) {
    return (
      <PortalCard headingId="ce-progress-heading" title={t('progress.title')} description={t('progress.noLicence')}>
        <div className="mt-4">
          <ButtonLink to={paths.documentUpload} variant="secondary">
            {t('progress.uploadLicence')}
          </ButtonLink>
        </div>
      </PortalCard>
    );
  }
  const { requiredHours, completedHours } = progress;
  const missing = missingHours(completedHours, requiredHours);
  const percent = Math.min(100, Math.round((completedHours / requiredHours) * 100));
  const figures = t('progress.figures', { completed: hours(completedHours), required: hours(requiredHours) });
  return (
    <PortalCard
      headingId="ce-progress-heading"
      title={t('progress.title')}
      description={t('progress.cycle', {
        start: formatDate(progress.cycleStartsOn ?? progress.cycleEndsOn, language),
        end: formatDate(progress.cycleEndsOn, language),
      })}
    >
      <p className="mt-4 font-semibold text-2xl text-slate-900 dark:text-white">{figures}</p>
      <div
        role="progressbar"
        aria-labelledby="ce-progress-heading"
        aria-valuemin={0}
        aria-valuemax={requiredHours}
        aria-valuenow={Math.min(completedHours, requiredHours)}
        aria-valuetext={figures}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={`h-full rounded-full ${missing === 0 ? 'bg-emerald-600 dark:bg-emerald-400' : 'bg-brand-600 dark:bg-brand-400'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-slate-700 text-sm dark:text-slate-300">
        {missing === 0
          ? t('progress.complete')
          : t('progress.missing', { missing: hours(missing), end: formatDate(progress.cycleEndsOn, language) })}
      </p>
    </PortalCard>
  );
}
