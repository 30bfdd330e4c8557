import { Alert, Button, Flex, Spin, Typography } from '@trellis/ui/antd';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pdfPageWidth } from './pdfPageWidth.ts';

/** pdf.js, loaded the first time a document is opened: it is large, and most pages never show a PDF. */
async function loadPdfJs() {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
  return pdfjs;
}

/** The width of an element, kept current as it resizes (a phone turned, a window narrowed). */
function useWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer reports the size once when it starts watching, then on every change.
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A PDF shown one page at a time (keyed by its address where it is used, so another document starts afresh), drawn to the viewer's width (see pdfPageWidth) and sharp on high-density screens,
 * with Previous and Next and the page count. Loading and failure are said in words.
 */
export function PdfPages({ url, title }: { url: string; title: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = useWidth(frame);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  /** The page and width last drawn: the document counts as loading until the asked ones are. */
  const [drawnKey, setDrawnKey] = useState('');
  const key = `${page}:${width}`;

  useEffect(() => {
    let task: { destroy(): Promise<void> } | null = null;
    let cancelled = false;
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return null;
        const loading = pdfjs.getDocument({ url });
        task = loading;
        return loading.promise;
      })
      .then((document) => !cancelled && document && setPdf(document))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!pdf || !width || !canvas.current) return;
    let cancelled = false;
    let render: { cancel(): void; promise: Promise<void> } | null = null;
    void pdf.getPage(page).then((pdfPage) => {
      if (cancelled || !canvas.current) return;
      const natural = pdfPage.getViewport({ scale: 1 });
      const viewport = pdfPage.getViewport({ scale: pdfPageWidth(width) / natural.width });
      const density = window.devicePixelRatio || 1;
      const target = canvas.current;
      target.width = Math.floor(viewport.width * density);
      target.height = Math.floor(viewport.height * density);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      render = pdfPage.render({ canvas: target, viewport, transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0] });
      render.promise.then(
        () => !cancelled && setDrawnKey(`${page}:${width}`),
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page, width]);

  if (failed)
    return <Alert type="error" showIcon title="Could not open this document." description="Download it instead, or try again later." />;
  const pages = pdf?.numPages ?? 0;
  return (
    <Flex vertical gap={8} align="center" ref={frame} style={{ width: '100%' }}>
      {drawnKey !== key ? (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text>Loading the document…</Typography.Text>
        </Flex>
      ) : null}
      <canvas
        ref={canvas}
        role="img"
        aria-label={`${title}, page ${page} of ${pages}`}
        style={{ maxWidth: '100%', boxShadow: '0 1px 4px rgba(0,0,0,.2)' }}
      />
      {pages > 1 ? (
        <Flex gap={12} align="center">
          <Button onClick={() => setPage(page - 1)} disabled={page <= 1}>
            Previous page
          </Button>
          <Typography.Text aria-live="polite">
            Page {page} of {pages}
          </Typography.Text>
          <Button onClick={() => setPage(page + 1)} disabled={page >= pages}>
            Next page
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
