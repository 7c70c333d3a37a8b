import { useEffect, useRef, useState } from 'react';
import { safeUrl } from '../../../../rules';
import { PreviewLoading } from '../PreviewStatus';

/**
 * Links of the document that may stay links: http(s) addresses and anchors within it. A document's link can
 * say javascript:; such a link keeps its text and loses its address.
 */
function tameLinks(root: ParentNode): void {
  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#')) continue;
    if (safeUrl(href) && /^https?:/i.test(href)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    } else link.removeAttribute('href');
  }
}

/**
 * A docx rendered by docx-preview (loaded with this chunk) inside a shadow root: the document's styles are
 * generated from its own style names and values, and must not restyle the app around it. Embedded HTML
 * (altChunk, shown by docx-preview in an iframe of this origin) is never rendered.
 */
export default function DocxViewer({ blob, onError }: { blob: Blob; onError(error: unknown): void }) {
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let live = true;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    root.replaceChildren();
    const style = document.createElement('div');
    const body = document.createElement('div');
    root.append(style, body);
    import('docx-preview')
      .then(({ renderAsync }) =>
        renderAsync(blob, body, style, {
          inWrapper: true,
          renderAltChunks: false,
          renderComments: false,
          ignoreLastRenderedPageBreak: true,
          breakPages: true,
        }),
      )
      .then(
        () => {
          if (!live) return;
          tameLinks(root);
          setReady(true);
        },
        (error: unknown) => live && onError(error),
      );
    return () => {
      live = false;
    };
  }, [blob, onError]);
  return (
    <>
      {!ready && <PreviewLoading />}
      <div ref={host} data-testid="preview-docx" style={{ overflow: 'auto' }} />
    </>
  );
}
