import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { MessageBanner } from '../../../components/ui/message-banner';
import { currentLanguage } from '../../../lib/i18n';
import { COPY_CONFIRMATION_MS } from '../../../lib/spec-timings';
import { runAfter } from '../../../lib/timers';
import { formatInstant } from '../format-instant';
import { VerificationCardDialog } from './verification-card-dialog';
import '../i18n';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The link just created, shown once (the server keeps only its hash): the url to copy, and its
 * printable card with a QR code.
 */
export function NewLinkPanel({
  link,
  holderName,
  onDismiss,
}: {
  link: { url: string; expiresAt: string };
  holderName: string;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation('verification-links');
  const language = currentLanguage(i18n.language);
  const urlId = useId();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [showCard, setShowCard] = useState(false);

  useEffect(
    () => (copyState === 'copied' ? runAfter(COPY_CONFIRMATION_MS, () => setCopyState('idle')) : undefined),
    [copyState],
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-slate-800">
      <h3 className="font-semibold text-slate-900 dark:text-white">{t('created.title')}</h3>
      <p className="text-slate-700 text-sm dark:text-slate-300">
        {t('created.message', { date: formatInstant(link.expiresAt, language) })}
      </p>
      <label htmlFor={urlId} className="block font-medium text-slate-900 text-sm dark:text-white">
        {t('created.urlLabel')}
      </label>
      <input
        id={urlId}
        readOnly
        value={link.url}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-slate-900 text-xs dark:border-slate-600 dark:bg-slate-900 dark:text-white"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {copyState === 'copied' && <CheckIcon className="size-4" />}
          {copyState === 'copied' ? t('created.copied') : t('created.copy')}
        </Button>
        <Button variant="secondary" onClick={() => setShowCard(true)}>
          {t('created.printCard')}
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          {t('created.dismiss')}
        </Button>
      </div>
      <span role="status" className="text-sm">
        {copyState === 'copied' && <span className="sr-only">{t('created.copied')}</span>}
      </span>
      {copyState === 'failed' && <MessageBanner tone="error">{t('created.copyFailed')}</MessageBanner>}
      {showCard && (
        <VerificationCardDialog
          url={link.url}
          expiresAt={link.expiresAt}
          holderName={holderName}
          onClose={() => setShowCard(false)}
        />
      )}
    </div>
  );
}
