import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

export interface PageSize {
  width: number;
  height: number;
}

/** Sharper on high-density screens, but not past 2x: a canvas has a size limit and each costs memory. */
const pixelRatio = () => Math.min(2, globalThis.devicePixelRatio || 1);

/** Whether the element is on or near the screen; always true where the browser cannot tell (no IntersectionObserver). */
function useNearScreen(element: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '400px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * One page: a box of the expected size until it comes near the screen, then its canvas, drawn again at
 * each zoom. A draw overtaken by another zoom is cancelled.
 */
export function PdfPage({ doc, number, scale, size, label }: { doc: PDFDocumentProxy; number: number; scale: number; size: PageSize; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const near = useNearScreen(box);
  const [drawn, setDrawn] = useState<PageSize | null>(null);
  useEffect(() => {
    if (!near) return;
    let task: RenderTask | null = null;
    let live = true;
    void doc.getPage(number).then(async (page) => {
      const target = canvas.current;
      if (!live || !target) return;
      const viewport = page.getViewport({ scale });
      const ratio = pixelRatio();
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      task = page.render({ canvas: target, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      try {
        await task.promise;
        if (live) setDrawn({ width: viewport.width, height: viewport.height });
      } catch {
        // Cancelled by a newer zoom or by leaving: the newer draw owns the canvas.
      }
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, number, scale, near]);
  const shown = drawn ?? { width: size.width * scale, height: size.height * scale };
  return (
    <div ref={box} style={{ width: shown.width, height: shown.height, margin: '0 auto 12px', background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,.2)' }}>
      <canvas
        ref={canvas}
        data-testid="preview-pdf-page"
        data-page={number}
        data-drawn={drawn ? 'true' : undefined}
        aria-label={label}
        style={{ width: shown.width, height: shown.height, display: 'block' }}
      />
    </div>
  );
}
