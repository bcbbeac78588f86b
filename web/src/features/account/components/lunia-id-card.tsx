import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { PortalCard } from '../../../components/ui/portal-card';
import { type CopyState, scheduleCopyReset } from '../utils/copy-confirmation';

/** The LUNIA ID with a copy button ("Copied!" for 2 s, or the spec's failure message). */
export function LuniaIdCard({ luniaId }: { luniaId: string }) {
  const { t } = useTranslation('account');
  const [copyState, setCopyState] = useState<CopyState>('idle');

  useEffect(() => scheduleCopyReset(copyState, () => setCopyState('idle')), [copyState]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(luniaId);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <PortalCard headingId="lunia-id-heading" title={t('luniaId.title')} description={t('luniaId.description')}>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <code className="rounded-lg bg-slate-100 px-3 py-2 font-mono font-semibold text-slate-900 dark:bg-slate-800 dark:text-white">
          {luniaId}
        </code>
        <Button variant="secondary" onClick={() => void copy()} aria-label={t('luniaId.copyLabel', { id: luniaId })}>
          {copyState === 'copied' && <CheckIcon className="size-4" />}
          {copyState === 'copied' ? t('luniaId.copied') : t('luniaId.copy')}
        </Button>
        <span role="status" className="text-sm">
          {copyState === 'copied' && <span className="sr-only">{t('luniaId.copied')}</span>}
          {copyState === 'failed' && <span className="text-red-700 dark:text-red-400">{t('luniaId.copyFailed')}</span>}
        </span>
      </div>
    </PortalCard>
  );
}
