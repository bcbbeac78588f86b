import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { currentLanguage } from '../../../lib/i18n';
import { formatInstant } from '../format-instant';
import '../i18n';

type QrState = { kind: 'loading' } | { kind: 'ready'; dataUrl: string } | { kind: 'failed' };

/** Draws the link as a QR code in the browser; the library is loaded only when a card is opened. */
function useQrCode(url: string): QrState {
  const [state, setState] = useState<QrState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 220 }))
      .then((dataUrl) => live && setState({ kind: 'ready', dataUrl }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [url]);
  return state;
}

/**
 * The printable card of a new link: the holder's name, a QR code of the link, the link and its
 * expiry. `data-print-card` makes it the only thing printed (web/src/index.css).
 */
export function VerificationCardDialog({
  url,
  expiresAt,
  holderName,
  onClose,
}: {
  url: string;
  expiresAt: string;
  holderName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('verification-links');
  const language = currentLanguage(i18n.language);
  const qr = useQrCode(url);
  return (
    <ModalDialog title={t('card.dialogTitle')} description={t('card.dialogDescription')} onClose={onClose}>
      <div
        data-print-card
        className="mx-auto mt-4 max-w-xs space-y-3 rounded-xl border border-slate-300 p-4 text-center dark:border-slate-700"
      >
        <p className="font-semibold text-slate-900 dark:text-white">{t('card.heading')}</p>
        <p className="font-bold text-lg text-slate-900 dark:text-white">{holderName}</p>
        {qr.kind === 'ready' ? (
          <img src={qr.dataUrl} alt={t('card.qrAlt')} width={180} height={180} className="mx-auto bg-white" />
        ) : (
          <p role="status" className="py-8 text-slate-600 text-sm dark:text-slate-300">
            {qr.kind === 'loading' ? t('card.qrLoading') : t('card.qrFailed')}
          </p>
        )}
        <p className="text-slate-700 text-sm dark:text-slate-300">{t('card.scan', { name: holderName })}</p>
        <p className="break-all font-mono text-slate-900 text-xs dark:text-white">{url}</p>
        <p className="text-slate-700 text-sm dark:text-slate-300">
          {t('card.validUntil', { date: formatInstant(expiresAt, language) })}
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('card.close')}
        </Button>
        <Button onClick={() => window.print()} disabled={qr.kind === 'loading'}>
          {t('card.print')}
        </Button>
      </div>
    </ModalDialog>
  );
}
