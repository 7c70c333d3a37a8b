import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useEnv } from '../../../registry';
import { usePreviewText } from './messages';
import { previewKind } from './preview-kind';
import { previewSource } from './preview-source';
import { PreviewLoading, PreviewNotice } from './PreviewStatus';
import { fileFailureText, useDownload } from './use-download';
import { useFileBlob } from './use-file-blob';
import type { PreviewFile } from './FilePreviewDialog';

// Each viewer is its own chunk, and brings its library (pdf.js, docx-preview, exceljs) only when a file needs it.
const ImageViewer = lazy(() => import('./viewers/ImageViewer'));
const PdfViewer = lazy(() => import('./viewers/PdfViewer'));
const DocxViewer = lazy(() => import('./viewers/DocxViewer'));
const XlsxViewer = lazy(() => import('./viewers/XlsxViewer'));
const TextViewer = lazy(() => import('./viewers/TextViewer'));

/**
 * One file's preview filling its box: a header (`leading`, e.g. back; the name; 下载 unless the file is not
 * downloadable; `trailing`, e.g. close) over the viewer its extension picks. `fromCaller`: the address comes
 * from code, not from a query string the user can edit (only then may it be a data: address).
 */
export function FilePreviewPane({ file, fromCaller, leading, trailing }: { file: PreviewFile; fromCaller: boolean; leading?: ReactNode; trailing?: ReactNode }) {
  const env = useEnv();
  const text = usePreviewText();
  const source = useMemo(() => previewSource(file.url, globalThis.location.origin, fromCaller), [file.url, fromCaller]);
  const kind = previewKind(file.name);
  const fetched = useFileBlob(kind === 'none' ? null : source);
  const { download, hint } = useDownload(file, source, fetched);
  const downloadable = file.downloadable !== false && source !== null;
  const [viewerError, setViewerError] = useState<unknown>(null);
  // A corrupt file fails in its viewer: the preview says so and offers the download.
  const onViewerError = useCallback((error: unknown) => setViewerError(error ?? new Error('viewer')), []);
  useEffect(() => setViewerError(null), [fetched]);
  const offer = downloadable ? download : undefined;

  let body: ReactNode;
  if (!source) body = <PreviewNotice testId="preview-refused" status="warning" title={text('refused')} />;
  else if (kind === 'none') body = <PreviewNotice testId="preview-unsupported" status="info" title={text('unsupported')} onDownload={offer} />;
  else if (fetched.status === 'failed') body = <PreviewNotice testId="preview-failed" status="error" title={fileFailureText(env, text, fetched.error, 'failed')} onDownload={offer} />;
  else if (viewerError) body = <PreviewNotice testId="preview-failed" status="error" title={text('failed')} onDownload={offer} />;
  else if (fetched.status !== 'ready') body = <PreviewLoading />;
  else {
    const blob = fetched.blob;
    body = (
      <Suspense fallback={<PreviewLoading />}>
        {kind === 'image' && <ImageViewer blob={blob} name={file.name} />}
        {kind === 'pdf' && <PdfViewer blob={blob} onError={onViewerError} />}
        {kind === 'docx' && <DocxViewer blob={blob} onError={onViewerError} />}
        {kind === 'xlsx' && <XlsxViewer blob={blob} onError={onViewerError} />}
        {kind === 'text' && <TextViewer blob={blob} name={file.name} />}
      </Suspense>
    );
  }

  return (
    <div data-testid="file-preview" style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 16px', borderBottom: '1px solid #f0f0f0', flex: 'none' }}>
        {leading}
        <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }} data-testid="preview-name">
          {file.name || text('noName')}
        </Typography.Text>
        <Space>
          {downloadable && (
            <Button type="primary" icon={<DownloadOutlined />} onClick={download} data-testid="preview-download">
              {text('download')}
            </Button>
          )}
          {trailing}
        </Space>
      </div>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto', background: kind === 'pdf' || kind === 'docx' ? '#f0f2f5' : undefined }}>{body}</div>
      {hint}
    </div>
  );
}
