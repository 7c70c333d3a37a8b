import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FilePreviewDialog, FilePreviewPane, openOfficePreview } from '../../renderers/core/file-preview';
import { TEXT_PREVIEW_BYTES } from '../../renderers/core/file-preview/viewers/TextViewer';
import * as stories from '../../stories/file-preview.stories';
import { createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';

const { Image, Svg, Text, Xlsx, Docx, Unsupported, NotDownloadable, Refused, OffSite, English } = composeStories(stories);

// jsdom has no blob addresses: a counter stands in, and what was made and freed is recorded.
const made: Blob[] = [];
const revoked: string[] = [];
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => `blob:http://localhost:3000/${made.push(blob)}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => {
  made.length = 0;
  revoked.length = 0;
  vi.restoreAllMocks();
});

const fakeEnv = () => createFakeEnv(stories.fileHandler);
const slow = { timeout: 20_000 };

describe('file preview', () => {
  it('shows an image through a blob address, whatever the extension case, fetched with the session', async () => {
    const env = fakeEnv();
    render(<Image env={env} />);
    const image = await screen.findByTestId('preview-image', {}, slow);
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(image.getAttribute('alt')).toBe('现场照片.PNG');
    expect(made[0].type).toBe('image/png');
    expect(env.calls.map((c) => [c.url, c.options.query, c.options.responseType])).toEqual([['/api/base/file/download', { id: '1' }, 'blob']]);
    expect(screen.getByTestId('preview-name').textContent).toBe('现场照片.PNG');
  });

  it('draws an SVG by <img> from a blob typed image/svg+xml, never inline, and frees the address once drawn', async () => {
    render(<Svg env={fakeEnv()} />);
    const image = await screen.findByTestId('preview-image', {}, slow);
    expect(made[0].type).toBe('image/svg+xml');
    expect(document.querySelector('[data-testid="file-preview"] svg circle')).toBeNull();
    fireEvent.load(image);
    expect(revoked).toContain(image.getAttribute('src'));
  });

  it('shows a text file as plain text', async () => {
    render(<Text env={fakeEnv()} />);
    const text = await screen.findByTestId('preview-text', {}, slow);
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe('合同编号,金额\nXS001,1200.50\nXS002,300\n');
  });

  it('shows an xlsx as a table per sheet: merged cells span, dates and formula results as text, sheet tabs', async () => {
    render(<Xlsx env={fakeEnv()} />);
    const table = await screen.findByTestId('preview-sheet', {}, slow);
    const rows = Array.from(table.querySelectorAll('tr')).map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent));
    expect(rows).toEqual([['销售合同汇总'], ['合同编号', '金额', '签订日期'], ['XS001', '1200.5', '2026-11-27'], ['XS002', '300', '2026-11-28'], ['合计', '1500.5', '']]);
    expect(table.querySelector('td')?.getAttribute('colspan')).toBe('3');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['合同明细', '备注']);
    fireEvent.click(screen.getByRole('tab', { name: '备注' }));
    await waitFor(() => expect(screen.getAllByTestId('preview-sheet').some((t) => t.textContent === '第二张表')).toBe(true));
  });

  it('renders a docx inside a shadow root, its javascript: link without an address', async () => {
    render(<Docx env={fakeEnv()} />);
    const host = await screen.findByTestId('preview-docx', {}, slow);
    await waitFor(() => expect(host.shadowRoot?.textContent).toContain('甲方：上海宏达化工有限公司'), slow);
    expect(host.shadowRoot?.textContent).toContain('销售合同');
    const link = Array.from(host.shadowRoot?.querySelectorAll('a') ?? []).find((a) => a.textContent === 'link');
    expect(link).toBeDefined();
    expect(link?.hasAttribute('href')).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('preview-loading')).toBeNull());
  });

  it('offers a type without a viewer for download: 暂不支持预览该类型文件, and the download saves the fetched bytes', async () => {
    const env = fakeEnv();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<Unsupported env={env} />);
    const notice = await screen.findByTestId('preview-unsupported', {}, slow);
    expect(notice.textContent).toContain('暂不支持预览该类型文件');
    // Nothing is fetched for a file that cannot be shown, until it is downloaded.
    expect(env.calls).toEqual([]);
    fireEvent.click(within(notice).getByRole('button', { name: /下\s*载/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(env.calls.map((c) => c.options.query)).toEqual([{ id: '6' }]);
    expect(click.mock.contexts[0]).toHaveProperty('download', '资料.zip');
    expect(screen.getByTestId('preview-download')).toBeTruthy();
  });

  it('has no 下载 for a file that may not be downloaded', async () => {
    render(<NotDownloadable env={fakeEnv()} />);
    await screen.findByTestId('preview-text', {}, slow);
    expect(screen.queryByTestId('preview-download')).toBeNull();
  });

  it("shows the server's refusal with its code", async () => {
    render(<Refused env={fakeEnv()} />);
    expect((await screen.findByTestId('preview-failed', {}, slow)).textContent).toContain('该附件不可下载（code: 4403）');
  });

  it('refuses an address of another site without calling it', async () => {
    const env = fakeEnv();
    render(<OffSite env={env} />);
    expect((await screen.findByTestId('preview-refused', {}, slow)).textContent).toContain('不支持预览该地址的文件');
    expect(env.calls).toEqual([]);
    expect(screen.queryByTestId('preview-download')).toBeNull();
  });

  it('speaks English', async () => {
    render(<English env={createFakeEnv(stories.fileHandler, 'en')} />);
    expect((await screen.findByTestId('preview-unsupported', {}, slow)).textContent).toContain('This type of file cannot be previewed');
    expect(screen.getByTestId('preview-download').textContent).toContain('Download');
  });

  it('closes with the close button', async () => {
    render(<Text env={fakeEnv()} />);
    await screen.findByTestId('preview-text', {}, slow);
    fireEvent.click(screen.getByTestId('preview-close'));
    // The dialog's content stays while it animates shut; the dialog itself is hidden.
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap')?.getAttribute('style') ?? 'display: none').toMatch(/display: none/));
  });
});

describe('openOfficePreview', () => {
  const file = { name: '合同 1.pdf', url: '/api/base/file/download?id=9' };
  const path = '/mobileOffice?name=%E5%90%88%E5%90%8C+1.pdf&url=%2Fapi%2Fbase%2Ffile%2Fdownload%3Fid%3D9';

  it('opens the preview page in a new tab on a desktop', () => {
    const env = fakeEnv();
    const navigate = vi.spyOn(env, 'navigate');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openOfficePreview(env, file);
    expect(open).toHaveBeenCalledWith(path, '_blank', 'noopener');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens it in the same window on a touch device', () => {
    const env = fakeEnv();
    const navigate = vi.spyOn(env, 'navigate');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(pointer: coarse)' }) as MediaQueryList);
    openOfficePreview(env, file);
    expect(navigate).toHaveBeenCalledWith(path);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('file preview limits and hints', () => {
  it('shows the first 1 MB of a large text file, with a note', async () => {
    const env = createFakeEnv(() => new Blob(['a'.repeat(TEXT_PREVIEW_BYTES + 10)], { type: 'text/plain' }));
    render(
      <FakeEnvFrame env={env}>
        <FilePreviewPane file={{ name: 'big.log', url: '/api/base/file/download?id=1' }} fromCaller={false} />
      </FakeEnvFrame>,
    );
    const text = await screen.findByTestId('preview-text', {}, slow);
    await waitFor(() => expect(text.textContent?.length).toBe(TEXT_PREVIEW_BYTES));
    expect(screen.getByTestId('preview-text-capped').textContent).toContain('文件较大，仅显示前 1 MB');
  });

  it('in a browser that drops downloads, 下载 shows the hint with the preview link to copy', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.40');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const env = fakeEnv();
    render(<Unsupported env={env} />);
    fireEvent.click(await screen.findByTestId('preview-download', {}, slow));
    expect((await screen.findByText('当前浏览器无法直接下载文件，请复制链接，在系统浏览器中打开后下载。')).textContent).toBeTruthy();
    expect(screen.getByTestId('preview-download-link').textContent).toBe(
      `${window.location.origin}/mobileOffice?name=%E8%B5%84%E6%96%99.zip&url=%2Fapi%2Fbase%2Ffile%2Fdownload%3Fid%3D6`,
    );
    expect(click).not.toHaveBeenCalled();
    expect(env.calls).toEqual([]);
  });
});

describe('file preview of bytes the caller holds', () => {
  it('shows a data: address from the calling code without a request', async () => {
    const env = fakeEnv();
    render(
      <FakeEnvFrame env={env}>
        <FilePreviewDialog file={{ name: 'note.md', url: `data:text/markdown;base64,${btoa(String.fromCharCode(...new TextEncoder().encode('# 标题')))}` }} onClose={() => undefined} />
      </FakeEnvFrame>,
    );
    await waitFor(() => expect(screen.getByTestId('preview-text').textContent).toBe('# 标题'), slow);
    expect(env.calls).toEqual([]);
  });

  it('refuses a data: address that comes from a query string (the page), not from code', async () => {
    const env = fakeEnv();
    render(
      <FakeEnvFrame env={env}>
        <FilePreviewPane file={{ name: 'a.txt', url: 'data:text/plain,hi' }} fromCaller={false} />
      </FakeEnvFrame>,
    );
    expect(await screen.findByTestId('preview-refused', {}, slow)).toBeTruthy();
  });
});
