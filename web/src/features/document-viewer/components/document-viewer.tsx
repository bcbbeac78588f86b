import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, DownloadIcon } from '../../../components/ui/icons';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { getDocumentDownloadUrl, getDocumentUrls } from '../api/get-document-urls';
import type { UrlCacheEntry } from '../url-cache';
import { commandForKey, rotate, type ViewerCommand, zoomIn, zoomOut } from '../viewer-controls';
import { DocumentTimeline } from './document-timeline';
import '../i18n';

// pdf.js is large: it loads only when a PDF is opened.
const PdfPages = lazy(() => import('./pdf-pages'));

type ErrorKey = 'load' | 'image' | 'pdf';

export interface ViewedDocument {
  id: string;
  fileName: string;
  contentType: string;
}

const toolButton =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-50';

/**
 * The document viewer overlay (spec §2, §9): images and PDFs with zoom, rotation, reset, full screen,
 * download and close (also by keys), Try Again and Close on error, and the document's history. It is
 * the full-screen ModalDialog: focus kept inside, Escape closes, page scroll locked, focus returned.
 */
export function DocumentViewer({
  document: viewed,
  onClose,
  showTimeline = true,
}: {
  document: ViewedDocument;
  onClose: () => void;
  showTimeline?: boolean;
}) {
  const { t } = useTranslation('document-viewer');
  const dialog = useRef<HTMLDivElement>(null);
  const [urls, setUrls] = useState<UrlCacheEntry | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [errorKey, setErrorKey] = useState<ErrorKey | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const reloaded = useRef(false);
  const isPdf = viewed.contentType === 'application/pdf' || /\.pdf$/i.test(viewed.fileName);

  const load = useCallback(
    async (fresh: boolean) => {
      setStatus('loading');
      setErrorKey(null);
      try {
        setUrls(await getDocumentUrls(viewed.id, { fresh }));
      } catch {
        setStatus('error');
        setErrorKey('load');
      }
    },
    [viewed.id],
  );

  useEffect(() => {
    reloaded.current = false;
    void load(false);
  }, [load]);

  /** Spec §4: an expired or refused URL drops the cache entry and reloads the URLs, once. */
  const onContentError = useCallback(
    (key: ErrorKey) => {
      if (!reloaded.current) {
        reloaded.current = true;
        void load(true);
        return;
      }
      setStatus('error');
      setErrorKey(key);
    },
    [load],
  );

  const toggleFullscreen = useCallback(() => {
    if (window.document.fullscreenElement) void window.document.exitFullscreen().catch(() => undefined);
    else void dialog.current?.requestFullscreen?.().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(window.document.fullscreenElement));
    window.document.addEventListener('fullscreenchange', onChange);
    return () => window.document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const run = useCallback(
    (command: ViewerCommand) => {
      if (command === 'zoomIn') setZoom(zoomIn);
      else if (command === 'zoomOut') setZoom(zoomOut);
      else if (command === 'rotate') setRotation(rotate);
      else if (command === 'fullscreen') toggleFullscreen();
      else {
        setZoom(1);
        setRotation(0);
      }
    },
    [toggleFullscreen],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const command = commandForKey(event.key);
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    window.document.addEventListener('keydown', onKeyDown);
    return () => window.document.removeEventListener('keydown', onKeyDown);
  }, [run]);

  async function download() {
    setDownloadFailed(false);
    try {
      const { downloadUrl } = await getDocumentDownloadUrl(viewed.id);
      const link = window.document.createElement('a');
      link.href = downloadUrl;
      link.download = viewed.fileName;
      link.rel = 'noopener';
      window.document.body.append(link);
      link.click();
      link.remove();
    } catch {
      setDownloadFailed(true);
    }
  }

  const retry = () => {
    reloaded.current = false;
    void load(true);
  };

  const toolbar = (
    <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap items-center gap-1">
      <button type="button" className={toolButton} onClick={() => run('zoomOut')} aria-label={t('zoomOut')}>
        −
      </button>
      <span className="w-24 text-center text-sm tabular-nums" aria-live="polite">
        {t('zoomLevel', { percent: Math.round(zoom * 100) })}
      </span>
      <button type="button" className={toolButton} onClick={() => run('zoomIn')} aria-label={t('zoomIn')}>
        +
      </button>
      <button type="button" className={toolButton} onClick={() => run('rotate')}>
        {t('rotate')}
      </button>
      <button type="button" className={toolButton} onClick={() => run('reset')}>
        {t('reset')}
      </button>
      <button type="button" className={toolButton} onClick={toggleFullscreen}>
        {fullscreen ? t('exitFullscreen') : t('fullscreen')}
      </button>
      <button type="button" className={toolButton} onClick={() => void download()}>
        <DownloadIcon className="size-4" />
        {t('download')}
      </button>
      <button type="button" className={toolButton} onClick={onClose}>
        <CloseIcon className="size-4" />
        {t('close')}
      </button>
    </div>
  );

  return (
    <ModalDialog ref={dialog} size="full" title={viewed.fileName} toolbar={toolbar} onClose={onClose}>
      {downloadFailed && (
        <p role="alert" className="bg-red-900/80 px-4 py-2 text-sm">
          {t('errors.download')}
        </p>
      )}
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <div className="relative min-h-0 flex-1 overflow-auto p-6">
          {status === 'error' && errorKey ? (
            <div role="alert" className="mx-auto mt-16 max-w-md rounded-xl bg-slate-900 p-6 text-center">
              <p className="font-medium">{t(`errors.${errorKey}`)}</p>
              <div className="mt-4 flex justify-center gap-3">
                <button type="button" className={`${toolButton} bg-white/10`} onClick={retry}>
                  {t('tryAgain')}
                </button>
                <button type="button" className={`${toolButton} bg-white/10`} onClick={onClose}>
                  {t('close')}
                </button>
              </div>
            </div>
          ) : (
            <>
              {status === 'loading' && (
                <div role="status" className="absolute inset-0 flex items-center justify-center gap-3">
                  <Spinner className="size-6" />
                  <span>{t('loading')}</span>
                </div>
              )}
              {urls &&
                (isPdf ? (
                  <Suspense fallback={null}>
                    <PdfPages
                      key={urls.viewUrl}
                      url={urls.viewUrl}
                      zoom={zoom}
                      rotation={rotation}
                      pageLabel={(page, total) => t('page', { page, total })}
                      onLoaded={() => setStatus('ready')}
                      onError={() => onContentError('pdf')}
                    />
                  </Suspense>
                ) : (
                  <div className="flex min-h-full items-center justify-center">
                    <img
                      key={urls.viewUrl}
                      src={urls.viewUrl}
                      alt={t('imageAlt', { fileName: viewed.fileName })}
                      onLoad={() => setStatus('ready')}
                      onError={() => onContentError('image')}
                      className="max-h-[75vh] max-w-full origin-center bg-white shadow-lg transition-transform"
                      style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
                    />
                  </div>
                ))}
            </>
          )}
        </div>
        {showTimeline && (
          <aside className="max-h-64 overflow-y-auto border-white/10 border-t p-4 lg:max-h-none lg:w-80 lg:border-t-0 lg:border-l">
            <DocumentTimeline documentId={viewed.id} />
          </aside>
        )}
      </div>
      <p className="border-white/10 border-t px-4 py-2 text-slate-300 text-xs">{t('shortcuts')}</p>
    </ModalDialog>
  );
}
