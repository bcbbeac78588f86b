import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The pages of a PDF drawn on canvases with pdf.js, at the viewer's zoom and rotation. Loaded only when
 * a PDF is opened (this module and pdf.js are a separate chunk).
 */
export default function PdfPages({
  url,
  zoom,
  rotation,
  pageLabel,
  onLoaded,
  onError,
}: {
  url: string;
  zoom: number;
  rotation: number;
  pageLabel: (page: number, total: number) => string;
  onLoaded: () => void;
  onError: (error: unknown) => void;
}) {
  const [pdf, setPdf] = useState<pdfjs.PDFDocumentProxy | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onLoaded, onError });
  callbacks.current = { onLoaded, onError };

  useEffect(() => {
    const task = pdfjs.getDocument({ url, isEvalSupported: false });
    let cancelled = false;
    task.promise.then(
      (loaded) => {
        if (cancelled) return;
        setPdf(loaded);
        callbacks.current.onLoaded();
      },
      (error: unknown) => {
        if (!cancelled) callbacks.current.onError(error);
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    const host = container.current;
    if (!pdf || !host) return;
    let cancelled = false;
    const renders: pdfjs.RenderTask[] = [];
    const canvases = [...host.querySelectorAll('canvas')];
    (async () => {
      for (const [index, canvas] of canvases.entries()) {
        const page = await pdf.getPage(index + 1);
        if (cancelled) return;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: zoom * ratio, rotation });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        const canvasContext = canvas.getContext('2d');
        if (!canvasContext) continue;
        const render = page.render({ canvas, canvasContext, viewport });
        renders.push(render);
        await render.promise.catch(() => undefined);
      }
    })().catch((error: unknown) => {
      if (!cancelled) callbacks.current.onError(error);
    });
    return () => {
      cancelled = true;
      for (const render of renders) render.cancel();
    };
  }, [pdf, zoom, rotation]);

  const total = pdf?.numPages ?? 0;
  return (
    <div ref={container} className="flex flex-col items-center gap-4">
      {Array.from({ length: total }, (_, index) => (
        <canvas
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are identified by their number.
          key={index}
          role="img"
          aria-label={pageLabel(index + 1, total)}
          className="bg-white shadow-lg"
        />
      ))}
    </div>
  );
}
