import { composeStories } from '@storybook/react-vite';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/attachment-list.stories';
import { createFileServer, fileEnv, type FileEnv } from '../../stories/fake-file-server';

const { List, ReadOnly, UploadOnly, Empty, Full, ImagesOnly, UniqueNames, English, SuperEdit, SuperEditSession, NoCompression } = composeStories(stories);
const TIMEOUT = { timeout: 10_000 };

afterEach(() => vi.restoreAllMocks());

type Composed = typeof List;
function open(Story: Composed, env: FileEnv = fileEnv(Story.args.language ?? 'zh')): FileEnv {
  render(<Story env={env} />);
  return env;
}

async function rows(): Promise<string[][]> {
  const table = await screen.findByTestId('attachment-list', {}, TIMEOUT);
  // Loaded: no spinner, and the rows or the empty state drawn.
  await waitFor(() => {
    expect(table.querySelector('.ant-spin-spinning')).toBeNull();
    expect(table.querySelector('tbody tr.ant-table-row, tbody tr.ant-table-placeholder')).not.toBeNull();
  }, TIMEOUT);
  return [...table.querySelectorAll('tbody tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? ''));
}

// Waits for the row: a CI run once found the table drawn before the named row was.
const rowOf = async (name: string) => (await screen.findByText(name, {}, TIMEOUT)).closest('tr') as HTMLElement;
const rowNow = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

function file(name: string, size = 2048): File {
  const f = new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

async function openUpload(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByTestId('open-upload', {}, TIMEOUT));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('附件上传')).toBeTruthy();
  return dialog;
}

function choose(dialog: HTMLElement, files: File[]) {
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const warnings = (env: FileEnv) => env.notices.filter((n) => n.kind === 'warning').map((n) => n.text);

describe('attachment list', () => {
  it('List: 序号, the name cut to 10 characters plus its extension, 大小, remarks or 无, 上传时间; not_down and not_del hide 下载 and 删除', async () => {
    open(List);
    // Polled: a loaded CI machine once read the table between its first draw and its rows.
    await waitFor(async () => {
      expect(await rows()).toEqual([
        ['1', '合同扫描件-双方盖章….pdf', '240.0 KB', '双方盖章', '2026-11-20 09:05:00', '预览下载编辑备注删除'],
        ['2', '报价单.xlsx', '10.0 KB', '无', '2026-11-20 09:06:00', '预览编辑备注'],
      ]);
    }, TIMEOUT);
    // The full name is in the tooltip.
    fireEvent.mouseEnter(screen.getByText('合同扫描件-双方盖章….pdf'));
    expect(await screen.findByText('合同扫描件-双方盖章版本.pdf')).toBeTruthy();
  });

  it('Empty: 暂无数据', async () => {
    open(Empty);
    expect(await rows()).toEqual([]);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('ReadOnly (disabled): no upload, remarks or delete; preview and download stay', async () => {
    open(ReadOnly);
    await rows();
    expect(screen.queryByTestId('open-upload')).toBeNull();
    expect(within(await rowOf('合同扫描件-双方盖章….pdf')).getAllByRole('button').map((b) => b.textContent)).toEqual(['预览', '下载']);
  });

  it('UploadOnly: canDelete and canEditRemarks off leave upload, preview and download', async () => {
    open(UploadOnly);
    await rows();
    expect(screen.getByTestId('open-upload')).toBeTruthy();
    expect(within(await rowOf('合同扫描件-双方盖章….pdf')).getAllByRole('button').map((b) => b.textContent)).toEqual(['预览', '下载']);
  });

  it('下载 fetches the bytes with the session (env.request as a blob) and saves them under the file name', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('合同扫描件-双方盖章版本.pdf');
    });
    const env = open(List);
    await rows();
    fireEvent.click(within(await rowOf('合同扫描件-双方盖章….pdf')).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const call = env.calls.find((c) => c.url === '/api/base/file/download');
    expect(call?.options).toMatchObject({ query: { id: 1, perms_id: 301 }, responseType: 'blob' });
    expect(await (created.mock.calls[0][0] as Blob).text()).toBe('bytes of 合同扫描件-双方盖章版本.pdf');
  });

  it('预览 opens the preview dialog with the file', async () => {
    open(List);
    await rows();
    fireEvent.click(within(await rowOf('合同扫描件-双方盖章….pdf')).getByRole('button', { name: '预览' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('合同扫描件-双方盖章版本.pdf')).toBeTruthy();
  });

  it('删除 asks first; confirmed, the file is deleted and leaves the list; declined, nothing is sent', async () => {
    const env = open(List);
    const asked: string[] = [];
    let answer = false;
    env.confirm = async ({ content }) => {
      asked.push(content);
      return answer;
    };
    await rows();
    fireEvent.click(within(await rowOf('合同扫描件-双方盖章….pdf')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(asked).toEqual(['确定删除附件“合同扫描件-双方盖章版本.pdf”吗？']));
    expect(env.calls.some((c) => c.url === '/api/base/file/del')).toBe(false);
    answer = true;
    fireEvent.click(within(await rowOf('合同扫描件-双方盖章….pdf')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('合同扫描件-双方盖章….pdf')).toBeNull());
    expect(env.calls.find((c) => c.url === '/api/base/file/del')?.options.body).toEqual({ id: 1, perms_id: 301 });
    expect(await rows()).toHaveLength(1);
  });

  it('编辑备注: a dialog of at most 500 characters; saved, the row shows the new remarks', async () => {
    const env = open(List);
    await rows();
    fireEvent.click(within(await rowOf('报价单.xlsx')).getByRole('button', { name: '编辑备注' }));
    const input = (await screen.findByTestId('remarks-input')) as HTMLTextAreaElement;
    expect(input.maxLength).toBe(500);
    fireEvent.change(input, { target: { value: '最终报价' } });
    // The remarks dialog itself: the confirmation of the test before may still be closing beside it.
    fireEvent.click(within(input.closest<HTMLElement>('[role="dialog"]')!).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(rowNow('报价单.xlsx')).getByText('最终报价')).toBeTruthy());
    expect(env.calls.find((c) => c.url === '/api/base/file/remarks')?.options.body).toEqual({ id: 2, remarks: '最终报价', perms_id: 301 });
  });

  it('SuperEdit: against the old files, a new one is 新增 and a removed one 已删除, struck through, with nothing to do', async () => {
    open(SuperEdit);
    expect(await rows()).toEqual([
      ['1', '合同扫描件-双方盖章….pdf', '240.0 KB', '双方盖章', '2026-11-20 09:05:00', '预览下载编辑备注删除'],
      ['2', '报价单.xlsx新增', '10.0 KB', '无', '2026-11-20 09:06:00', '预览编辑备注'],
      ['3', '旧报价单.xlsx已删除', '4.0 KB', '无', '/', ''],
    ]);
    expect(screen.getByText('旧报价单.xlsx').style.textDecoration).toBe('line-through');
  });

  it('SuperEditSession: without old files the first load is the old state, so a file deleted now stays as 已删除', async () => {
    const env = open(SuperEditSession);
    env.confirm = async () => true;
    await rows();
    expect(screen.queryByTestId('file-added')).toBeNull();
    const scan = '合同扫描件-双方盖章….pdf';
    fireEvent.click(within(await rowOf(scan)).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(rowNow(scan)).getByTestId('file-removed').textContent).toBe('已删除'), TIMEOUT);
    expect(within(await rowOf(scan)).queryAllByRole('button')).toEqual([]);
    expect(within(await rowOf('报价单.xlsx')).queryByTestId('file-removed')).toBeNull();
  });

  it('a phone shows cards: name, size, remarks (无), time, 下载 and 预览', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 767px)' })) as typeof window.matchMedia;
    try {
      open(List);
      await waitFor(() => expect(screen.getAllByTestId('attachment-card')).toHaveLength(2), TIMEOUT);
      const second = screen.getAllByTestId('attachment-card')[1];
      expect(second.textContent).toContain('报价单.xlsx');
      expect(second.textContent).toContain('备注：无');
      expect(second.textContent).toContain('大小：10.0 KB');
      expect(second.textContent).toContain('上传时间：2026-11-20 09:06:00');
      expect(within(screen.getAllByTestId('attachment-card')[0]).getAllByRole('button').map((b) => b.textContent)).toEqual(['下载', '预览', '删除']);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('English: the headers and 无 in English', async () => {
    open(English);
    // The empty table's placeholder can show before the files arrive: wait for a file's empty remark itself.
    expect(await screen.findByText('None', {}, TIMEOUT)).toBeTruthy();
    const heads = [...screen.getByTestId('attachment-list').querySelectorAll('th')].map((th) => th.textContent);
    expect(heads).toEqual(['No.', 'Name', 'Size', 'Remarks', 'Uploaded at', 'Actions']);
  });
});

describe('upload dialog 附件上传', () => {
  it('sends the fields before the file, shows 上传中 with its progress, then the file joins the list', async () => {
    const env = open(List);
    await rows();
    const dialog = await openUpload();
    choose(dialog, [file('held-签收单.pdf')]);
    const entry = await within(dialog).findByTestId('upload-entry');
    expect(within(entry).getByTestId('upload-state').textContent).toBe('上传中');
    await waitFor(() => expect(entry.querySelector('.ant-progress-text')?.textContent).toBe('50%'));
    act(() => env.server.release());
    await waitFor(() => expect(within(entry).getByTestId('upload-state').textContent).toBe('上传成功'));
    expect(env.server.forms[0]).toEqual([['resource', 'sales_contract'], ['data_id', '7'], ['perms_id', '301'], ['scene', 'default'], ['output', 'json'], ['path', '/'], ['accept', 'png,jpg,jpeg,bmp,gif,webp,psd,svg,tiff,doc,docx,xls,xlsx,pdf'], ['file', 'held-签收单.pdf']]);
    fireEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
    expect((await rows()).map((r) => r[1])).toEqual(['合同扫描件-双方盖章….pdf', '报价单.xlsx', 'held-签收单.pdf']);
  });

  it('refuses before sending: a type off the list, no extension, a name over the setting, a file over 10 MB', async () => {
    const env = open(ImagesOnly, fileEnv('zh', createFileServer(undefined, '12')));
    await rows();
    const dialog = await openUpload();
    choose(dialog, [file('报价.pdf')]);
    choose(dialog, [file('README')]);
    choose(dialog, [file('一个非常非常非常长的文件名.png')]);
    choose(dialog, [file('现场照片.jpg', 10 * 1024 * 1024 + 1)]);
    await waitFor(() =>
      expect(warnings(env)).toEqual(['上传文件只能是jpg,jpeg,png 格式', '不支持该文件类型', '文件名称过长', '附件“现场照片.jpg”超过10M，请压缩。']),
    );
    expect(env.server.forms).toEqual([]);
    expect(within(dialog).queryByTestId('upload-entry')).toBeNull();
  });

  it('UniqueNames: a name the list or the same batch already holds is refused with 不要重复选择文件', async () => {
    const env = open(UniqueNames);
    await rows();
    const dialog = await openUpload();
    choose(dialog, [file('报价单.xlsx'), file('新.pdf'), file('新.pdf')]);
    await waitFor(() => expect(warnings(env)).toEqual(['不要重复选择文件', '不要重复选择文件']));
    await waitFor(() => expect(env.server.forms.map((f) => f.at(-1)?.[1])).toEqual(['新.pdf']));
  });

  it('at most 10 files in one batch: 单次最多上传10个文件, none sent', async () => {
    const env = open(List);
    await rows();
    const dialog = await openUpload();
    choose(dialog, Array.from({ length: 11 }, (_, i) => file(`第${i + 1}页.pdf`)));
    await waitFor(() => expect(warnings(env)).toEqual(['单次最多上传10个文件']));
    expect(env.server.forms).toEqual([]);
  });

  it('the list limit: files past it are refused (已超出最大上传数量,部分文件上传失败，请重试), the ones before still go', async () => {
    const env = open(Full, fileEnv('zh', createFileServer([])));
    await rows();
    const dialog = await openUpload();
    choose(dialog, [file('一.pdf'), file('二.pdf'), file('三.pdf')]);
    await waitFor(() => expect(within(dialog).getAllByTestId('upload-entry')).toHaveLength(2));
    expect(warnings(env)).toEqual(['已超出最大上传数量,部分文件上传失败，请重试']);
    await waitFor(() => expect(env.server.forms.map((f) => f.at(-1)?.[1])).toEqual(['一.pdf', '二.pdf']));
  });

  it("a server refusal: the file in red with 上传失败,该文件将不会提交 and the server's message; re-upload or delete it", async () => {
    const env = open(List);
    await rows();
    const dialog = await openUpload();
    choose(dialog, [file('refused-setup.pdf')]);
    const entry = await within(dialog).findByTestId('upload-entry');
    await waitFor(() => expect(entry.getAttribute('data-status')).toBe('failed'));
    expect(within(entry).getByTestId('upload-state').textContent).toBe('上传失败,该文件将不会提交');
    expect(within(entry).getByTestId('upload-error').textContent).toBe('不支持的文件格式');
    expect(entry.style.color).toBe('rgb(255, 77, 79)');
    fireEvent.click(within(entry).getByRole('button', { name: '重新上传' }));
    await waitFor(() => expect(env.server.forms).toHaveLength(2));
    await waitFor(() => expect(entry.getAttribute('data-status')).toBe('failed'));
    fireEvent.click(within(entry).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(dialog).queryByTestId('upload-entry')).toBeNull());
    expect(await rows()).toHaveLength(2);
  });

  it('取消上传 stops a running upload (its signal aborts): the file fails with 已取消上传 and is not listed', async () => {
    open(List);
    await rows();
    const dialog = await openUpload();
    choose(dialog, [file('slow-scan.pdf')]);
    const entry = await within(dialog).findByTestId('upload-entry');
    await act(async () => fireEvent.click(within(entry).getByRole('button', { name: '取消上传' })));
    await waitFor(() => expect(within(entry).getByTestId('upload-error').textContent).toBe('已取消上传'));
    fireEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
    expect(await rows()).toHaveLength(2);
  });

  it('re-upload once the list has filled meanwhile: 已超出最大上传数量, nothing sent', async () => {
    const env = open(Full, fileEnv('zh', createFileServer([])));
    await rows();
    const dialog = await openUpload();
    choose(dialog, [file('refused-a.pdf')]);
    await waitFor(() => expect(within(dialog).getByTestId('upload-entry').getAttribute('data-status')).toBe('failed'));
    choose(dialog, [file('一.pdf'), file('二.pdf')]);
    await waitFor(() => expect(within(dialog).getAllByTestId('upload-entry').map((e) => e.getAttribute('data-status'))).toEqual(['failed', 'done', 'done']));
    fireEvent.click(within(within(dialog).getAllByTestId('upload-entry')[0]).getByRole('button', { name: '重新上传' }));
    await waitFor(() => expect(warnings(env)).toEqual(['已超出最大上传数量']));
    expect(env.server.forms).toHaveLength(3);
  });
});

describe('upload dialog: the PDF compression tool (spec 001 §5, §7 file/optimize)', () => {
  const optimizeCalls = (env: FileEnv) => env.calls.filter((c) => c.url === '/api/base/file/optimize').map((c) => c.options.query);
  // antd puts a test id on the input itself or on its wrapper, by component.
  const inputOf = (element: HTMLElement) => (element.tagName === 'INPUT' ? element : element.querySelector('input')) as HTMLInputElement;
  /** A PDF of `bytes` real bytes (the fake server stores what it is sent). */
  const pdfOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

  it('on by default at quality and size 50: a stored PDF is compressed (压缩中), the entry says from and to, the list shows the new size', async () => {
    const env = open(List);
    await rows();
    const dialog = await openUpload();
    const tool = within(dialog).getByTestId('compression-tool');
    expect(inputOf(within(tool).getByTestId('compress-on')).checked).toBe(true);
    expect(inputOf(within(tool).getByTestId('compress-quality')).value).toBe('50');
    expect(inputOf(within(tool).getByTestId('compress-size')).value).toBe('50');
    choose(dialog, [pdfOf('held-扫描件.pdf', 409_600)]);
    const entry = await within(dialog).findByTestId('upload-entry');
    act(() => env.server.release());
    await waitFor(() => expect(within(entry).getByTestId('upload-note').textContent).toBe('已压缩：400.0 KB → 100.0 KB'), TIMEOUT);
    expect(within(entry).getByTestId('upload-state').textContent).toBe('上传成功');
    expect(optimizeCalls(env)).toEqual([{ source: '/api/base/file/download?id=101', quality: 50, ppi: 50, sync: 1, output: 'path', perms_id: 301 }]);
    fireEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
    expect((await rows())[2].slice(1, 3)).toEqual(['held-扫描件.pdf', '100.0 KB']);
  });

  it('the quality and size the user sets are sent; a non-PDF is stored as sent', async () => {
    const env = open(List);
    await rows();
    const dialog = await openUpload();
    const quality = inputOf(within(dialog).getByTestId('compress-quality'));
    const size = inputOf(within(dialog).getByTestId('compress-size'));
    fireEvent.change(quality, { target: { value: '20' } });
    fireEvent.blur(quality);
    fireEvent.change(size, { target: { value: '80' } });
    fireEvent.blur(size);
    choose(dialog, [pdfOf('合同.pdf', 100_000), new File(['x'], '照片.png', { type: 'image/png' })]);
    await waitFor(() => expect(within(dialog).getAllByTestId('upload-entry').map((e) => e.getAttribute('data-status'))).toEqual(['done', 'done']), TIMEOUT);
    expect(optimizeCalls(env)).toMatchObject([{ quality: 20, ppi: 80 }]);
    const [pdf, png] = within(dialog).getAllByTestId('upload-entry');
    expect(within(pdf).getByTestId('upload-note').textContent).toBe('已压缩：97.7 KB → 15.6 KB');
    expect(within(png).queryByTestId('upload-note')).toBeNull();
  });

  it('unticked, or turned off by the list (compress false), PDFs are stored as sent', async () => {
    const env = open(List);
    await rows();
    const dialog = await openUpload();
    fireEvent.click(inputOf(within(dialog).getByTestId('compress-on')));
    choose(dialog, [file('原样.pdf')]);
    await waitFor(() => expect(within(dialog).getByTestId('upload-entry').getAttribute('data-status')).toBe('done'), TIMEOUT);
    expect(optimizeCalls(env)).toEqual([]);
    cleanup();

    const off = open(NoCompression);
    await rows();
    const second = await openUpload();
    expect(within(second).queryByTestId('compression-tool')).toBeNull();
    choose(second, [file('原样.pdf')]);
    await waitFor(() => expect(within(second).getByTestId('upload-entry').getAttribute('data-status')).toBe('done'), TIMEOUT);
    expect(optimizeCalls(off)).toEqual([]);
  });

  it("a compression the server refuses keeps the stored file: the entry says why (in amber) and the file is listed as sent", async () => {
    open(List);
    await rows();
    const dialog = await openUpload();
    choose(dialog, [pdfOf('broken-扫描.pdf', 4096)]);
    const entry = await within(dialog).findByTestId('upload-entry');
    await waitFor(() => expect(within(entry).getByTestId('upload-note').textContent).toBe('PDF 压缩失败：文件无法解析，可能已损坏，已保留原文件'), TIMEOUT);
    expect(within(entry).getByTestId('upload-note').style.color).toBe('rgb(250, 173, 20)');
    fireEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
    expect((await rows())[2].slice(1, 3)).toEqual(['broken-扫描.pdf', '4.0 KB']);
  });

  it('the images-only list offers no compression tool', async () => {
    open(ImagesOnly);
    await rows();
    const dialog = await openUpload();
    expect(within(dialog).queryByTestId('compression-tool')).toBeNull();
  });
});
