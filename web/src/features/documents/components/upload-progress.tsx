import { useTranslation } from 'react-i18next';
import type { UploadPhase } from '../api/upload-document';
import '../i18n';

/** The browser upload's progress bar, then the wait for the server's file check. */
export function UploadProgress({ phase, label }: { phase: UploadPhase; label: string }) {
  const { t } = useTranslation('documents');
  const percent = phase.phase === 'sending' ? phase.percent : 100;
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-300 ${phase.phase === 'checking' ? 'animate-pulse' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-slate-600 text-xs dark:text-slate-400" aria-live="polite">
        {phase.phase === 'sending' ? t('row.sending', { percent }) : t('row.checking')}
      </p>
    </div>
  );
}
