import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { formatFileSize } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { mediaKitFiles, mediaKitLogoHref } from '../media-kit-files';

/** The four downloadable items with their real sizes, and the complete kit in one zip. */
export function MediaKit() {
  const { t, i18n } = useTranslation('press');
  const language = currentLanguage(i18n.language);
  const items = mediaKitFiles.filter(({ id }) => id !== 'complete-kit');
  const completeKit = mediaKitFiles.find(({ id }) => id === 'complete-kit');
  return (
    <>
      <div className="mt-8 flex items-center justify-center rounded-2xl border border-slate-200 bg-white p-8 dark:border-slate-800">
        <img src={mediaKitLogoHref} alt={t('mediaKit.logoAlt')} width={203} height={64} loading="lazy" />
      </div>
      <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {items.map(({ id, href, fileName, bytes, formats }) => {
          const name = t(`mediaKit.items.${id}.name`);
          return (
            <li key={id} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="font-semibold text-slate-900 dark:text-white">{name}</h3>
                <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
                  {t(`mediaKit.items.${id}.description`)}
                </p>
                <p className="mt-1 text-slate-600 text-xs dark:text-slate-400">
                  {t('mediaKit.formats', { formats: formats.join(', ') })} · {formatFileSize(bytes, language)}
                </p>
              </div>
              <a href={href} download={fileName} className={buttonClasses('secondary', 'shrink-0')}>
                <DownloadIcon className="size-4" />
                {t('mediaKit.download')}
                <span className="sr-only"> {name}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {completeKit && (
        <div className="mt-6 flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
          <a href={completeKit.href} download={completeKit.fileName} className={buttonClasses('primary')}>
            <DownloadIcon className="size-4" />
            {t('mediaKit.downloadComplete')}
          </a>
          <p className="text-slate-600 text-sm dark:text-slate-400">
            {t('mediaKit.items.complete-kit.description')} · ZIP · {formatFileSize(completeKit.bytes, language)}
          </p>
        </div>
      )}
    </>
  );
}
