import { Alert, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { extensionOf } from '../../../../rules';
import { usePreviewText } from '../messages';

/** At most this much of a text file is shown: a log of hundreds of MB would stall the page. */
export const TEXT_PREVIEW_BYTES = 1024 * 1024;

/** UTF-8 when the bytes are, else GB18030 (the other encoding Chinese text files come in). */
function decode(bytes: ArrayBuffer, cut: boolean): string {
  try {
    return new TextDecoder('utf-8', { fatal: !cut }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030').decode(bytes);
    } catch {
      return new TextDecoder('utf-8').decode(bytes);
    }
  }
}

/** Text files (txt, csv, json, md, log) as plain text in a <pre>: never parsed as markup. */
export default function TextViewer({ blob, name }: { blob: Blob; name: string }) {
  const text = usePreviewText();
  const [content, setContent] = useState<string | null>(null);
  const cut = blob.size > TEXT_PREVIEW_BYTES;
  useEffect(() => {
    let live = true;
    void blob
      .slice(0, TEXT_PREVIEW_BYTES)
      .arrayBuffer()
      .then((bytes) => {
        let shown = decode(bytes, cut);
        if (!cut && extensionOf(name) === 'json') {
          try {
            shown = JSON.stringify(JSON.parse(shown), null, 2);
          } catch {
            // Not valid JSON: shown as it is.
          }
        }
        if (live) setContent(shown);
      });
    return () => {
      live = false;
    };
  }, [blob, name, cut]);
  return (
    <div style={{ padding: 16 }}>
      {cut && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={text('textCapped', { size: '1 MB' })} data-testid="preview-text-capped" />}
      {/* Shown once read: an empty frame first would read as an empty file. */}
      {content === null ? (
        <Spin data-testid="preview-text-loading" />
      ) : (
        <pre data-testid="preview-text" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13 }}>
          {content}
        </pre>
      )}
    </div>
  );
}
