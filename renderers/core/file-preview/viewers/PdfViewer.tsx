import { MinusOutlined, PlusOutlined, ColumnWidthOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
// The worker as an asset of its own (Vite `?url`): parsing runs off the main thread and loads with the first PDF.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { usePreviewText } from '../messages';
import { PreviewLoading } from '../PreviewStatus';
import { PdfPage, type PageSize } from './PdfPage';

/** Where the build puts pdf.js's character maps and standard fonts (scripts/pdfjs-assets.ts). */
const PDFJS_ASSETS = `${import.meta.env.BASE_URL}pdfjs/`;
const MIN_SCALE = 0.25;
const MAX_SCALE = 4;
/** Fitting the width stops here: on a wide screen a page at 200 % and more is mostly margin. */
const MAX_FIT = 1.5;
const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

interface Opened {
  doc: PDFDocumentProxy;
  size: PageSize;
}

/**
 * A PDF with pdf.js (loaded with this chunk): its page count, zoom, and each page drawn to a canvas as it
 * comes near the screen. Opens at the width of the view (a phone shows a whole page width), at most 150 %.
 */
export default function PdfViewer({ blob, onError }: { blob: Blob; onError(error: unknown): void }) {
  const text = usePreviewText();
  const frame = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [scale, setScale] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    let destroy: (() => Promise<void>) | null = null;
    (async () => {
      const [pdfjs, bytes] = await Promise.all([import('pdfjs-dist'), blob.arrayBuffer()]);
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      // No eval: the font programs of a file are never compiled to code of this page. The character maps and
      // standard fonts are served under /pdfjs/ (scripts/pdfjs-assets.ts), fetched only when a file needs one.
      const task = pdfjs.getDocument({
        data: new Uint8Array(bytes),
        isEvalSupported: false,
        cMapUrl: `${PDFJS_ASSETS}cmaps/`,
        cMapPacked: true,
        standardFontDataUrl: `${PDFJS_ASSETS}standard_fonts/`,
      });
      destroy = () => task.destroy();
      const doc = await task.promise;
      const first = (await doc.getPage(1)).getViewport({ scale: 1 });
      return { doc, size: { width: first.width, height: first.height } };
    })().then(
      (value) => live && setOpened(value),
      (error: unknown) => live && onError(error),
    );
    return () => {
      live = false;
      void destroy?.();
    };
  }, [blob, onError]);
  const width = useWidth(frame);
  const current = scale ?? (opened ? clamp(Math.min(MAX_FIT, ((width ?? 800) - 32) / opened.size.width)) : 1);
  return (
    <div ref={frame} data-testid="preview-pdf">
      {opened ? (
        <>
          <Space style={{ position: 'sticky', top: 0, zIndex: 1, width: '100%', justifyContent: 'center', padding: 8, background: '#f0f2f5' }}>
            <Typography.Text data-testid="preview-pdf-pages">{text('pages', { n: opened.doc.numPages })}</Typography.Text>
            <Button size="small" icon={<MinusOutlined />} aria-label={text('zoomOut')} disabled={current <= MIN_SCALE} onClick={() => setScale(clamp(current / 1.25))} />
            <Typography.Text style={{ minWidth: 48, textAlign: 'center', display: 'inline-block' }}>{Math.round(current * 100)}%</Typography.Text>
            <Button size="small" icon={<PlusOutlined />} aria-label={text('zoomIn')} disabled={current >= MAX_SCALE} onClick={() => setScale(clamp(current * 1.25))} />
            <Button size="small" icon={<ColumnWidthOutlined />} aria-label={text('zoomFit')} onClick={() => setScale(null)} />
          </Space>
          <div style={{ padding: 16, overflow: 'auto' }}>
            {Array.from({ length: opened.doc.numPages }, (_, i) => (
              <PdfPage key={i + 1} doc={opened.doc} number={i + 1} scale={current} size={opened.size} label={text('page', { n: i + 1 })} />
            ))}
          </div>
        </>
      ) : (
        <PreviewLoading />
      )}
    </div>
  );
}

/** The element's width, followed as it changes (a rotated phone, a resized window): what "fit width" fits. */
function useWidth(element: React.RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    setWidth(target.clientWidth || null);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(target.clientWidth || null));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
