import { Button, Modal, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { ApiCodeError, failureText, useEnv, type RendererEnv } from '../../../registry';
import { copyText } from '../copy-text';
import { saveBlob } from '../file-shared';
import { usePreviewText, type PreviewText } from './messages';
import type { PreviewSource } from './preview-source';
import { readPreviewBlob, type BlobState } from './use-file-blob';

/**
 * In-app browsers that drop a download without a word (spec 000 §8: "some mobile browsers: download shows a
 * hint to copy the link"): WeChat, QQ, DingTalk, Alipay, Weibo, Baidu.
 */
export function blocksDownloads(userAgent: string): boolean {
  return /MicroMessenger|\bQQ\/|DingTalk|AlipayClient|Weibo|baiduboxapp/i.test(userAgent);
}

/** The text of a failed file call: the server's message with its code (该附件不可下载), else `fallback`. */
export function fileFailureText(env: RendererEnv, text: PreviewText, error: unknown, fallback: 'failed' | 'downloadFailed'): string {
  return error instanceof ApiCodeError ? failureText(env.t, error, 'errors.loadFailed') : text(fallback);
}

/** The address of the file's preview page, for the user to open in another browser. */
export function previewPageLink(name: string, url: string): string {
  return `${globalThis.location.origin}/mobileOffice?${new URLSearchParams({ name, url }).toString()}`;
}

/**
 * The download of a previewed file: the bytes already fetched when there are, else fetched now (with the
 * session's headers), handed to the browser's save. In a browser that drops downloads, a hint with the
 * preview page's link to copy instead (`hint`, rendered by the caller).
 */
export function useDownload(file: { name: string; url: string }, source: PreviewSource | null, fetched: BlobState): { download(): void; hint: ReactNode } {
  const env = useEnv();
  const text = usePreviewText();
  const [hinting, setHinting] = useState(false);
  const download = useCallback(() => {
    if (!source) return;
    if (source.kind === 'api' && blocksDownloads(globalThis.navigator?.userAgent ?? '')) return setHinting(true);
    const ready = fetched.status === 'ready' ? Promise.resolve(fetched.blob) : readPreviewBlob(env, source);
    ready.then(
      (blob) => saveBlob(blob, file.name || text('noName')),
      (error: unknown) => env.notify.error(fileFailureText(env, text, error, 'downloadFailed')),
    );
  }, [env, text, file.name, source, fetched]);
  const link = previewPageLink(file.name, file.url);
  const copy = () => void copyText(link).then((done) => (done ? env.notify.success(text('copied')) : env.notify.error(text('copyFailed'))));
  const hint = (
    <Modal
      open={hinting}
      title={text('hintTitle')}
      onCancel={() => setHinting(false)}
      footer={
        <Button type="primary" onClick={copy}>
          {text('copyLink')}
        </Button>
      }
    >
      <Typography.Paragraph>{text('downloadHint')}</Typography.Paragraph>
      <Typography.Paragraph data-testid="preview-download-link" style={{ wordBreak: 'break-all' }}>
        {link}
      </Typography.Paragraph>
    </Modal>
  );
  return { download, hint };
}
