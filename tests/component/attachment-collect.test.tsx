import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import * as stories from '../../stories/attachment-collect.stories';
import { createFileServer, fileEnv, type FileEnv } from '../../stories/fake-file-server';

const { Collect, CollectEnglish, CollectNoCompression, CollectReadOnly, CollectStored } = composeStories(stories);
const TIMEOUT = { timeout: 10_000 };

function open(Story: typeof Collect, env: FileEnv = fileEnv(Story.args.language ?? 'zh')): FileEnv {
  render(<Story env={env} />);
  return env;
}

async function row(label: string): Promise<HTMLElement> {
  await screen.findByTestId('attachment-collect', {}, TIMEOUT);
  return screen.getByText(label).closest('tr') as HTMLElement;
}

function choose(row: HTMLElement, name: string) {
  const input = row.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
}

const warnings = (env: FileEnv) => env.notices.filter((n) => n.kind === 'warning').map((n) => n.text);

describe('required-items table', () => {
  it('each item: a red star when required, its type 文件 or 图片, its files and an upload', async () => {
    open(Collect);
    const license = await row('营业执照');
    expect([...license.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['*营业执照', '图片', '', '上传']);
    expect(within(license).getByTestId('required-star').style.color).toBe('rgb(255, 77, 79)');
    expect(within(await row('其他材料')).queryByTestId('required-star')).toBeNull();
    expect((await row('合同原件')).querySelectorAll('td')[1].textContent).toBe('文件');
  });

  it('an image item takes jpg, jpeg and png, one file by default: a second gives 该栏目最多只能上传1个附件', async () => {
    const env = open(Collect);
    const license = await row('营业执照');
    choose(license, '执照.pdf');
    await waitFor(() => expect(warnings(env)).toEqual(['上传文件只能是jpg,jpeg,png 格式']));
    choose(license, '执照.png');
    await waitFor(() => expect(within(license).getByTestId('collected-file').textContent).toContain('执照.png'));
    expect(env.server.forms[0]).toContainEqual(['scene', 'image']);
    choose(license, '执照2.png');
    await waitFor(() => expect(warnings(env)).toEqual(['上传文件只能是jpg,jpeg,png 格式', '该栏目最多只能上传1个附件']));
    expect(env.server.forms).toHaveLength(1);
  });

  it("an item's own limit (2); a refused file shows the server's message in red; a file can be deleted again", async () => {
    const env = open(Collect);
    const contract = await row('合同原件');
    choose(contract, '合同.pdf');
    await waitFor(() => expect(within(contract).getAllByTestId('collected-file')).toHaveLength(1));
    choose(contract, 'refused.docx');
    await waitFor(() => expect(within(contract).getByTestId('collect-error').textContent).toBe('上传失败,该文件将不会提交 不支持的文件格式'));
    choose(contract, '附件二.docx');
    await waitFor(() => expect(within(contract).getAllByTestId('collected-file')).toHaveLength(2));
    choose(contract, '附件三.docx');
    await waitFor(() => expect(warnings(env)).toEqual(['该栏目最多只能上传2个附件']));
    fireEvent.click(within(within(contract).getAllByTestId('collected-file')[0]).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(contract).getAllByTestId('collected-file')).toHaveLength(1));
    expect(env.calls.filter((c) => c.url === '/api/base/file/del')).toHaveLength(1);
  });

  it('CollectStored: the record\'s files are found under the item they were uploaded for; files of the plain list are not', async () => {
    open(CollectStored, CollectStored.args.env);
    const license = await row('营业执照');
    await waitFor(() => expect(within(license).getAllByTestId('collected-file').map((f) => f.firstChild?.textContent)).toEqual(['营业执照-副本.png']));
    expect(within(await row('合同原件')).getAllByTestId('collected-file').map((f) => f.firstChild?.textContent)).toEqual(['购销合同-盖章.pdf']);
    expect(within(await row('其他材料')).queryAllByTestId('collected-file')).toEqual([]);
  });

  it('an upload carries its item, so the table opened again finds the file under it', async () => {
    const server = createFileServer([]);
    const env = open(Collect, fileEnv('zh', server));
    choose(await row('合同原件'), '合同.pdf');
    await waitFor(() => expect(env.server.forms).toHaveLength(1));
    expect(env.server.forms[0]).toContainEqual(['item', 'contract']);
    await waitFor(() => expect(within(screen.getByText('合同原件').closest('tr') as HTMLElement).getAllByTestId('collected-file')).toHaveLength(1));
    cleanup();
    open(Collect, fileEnv('zh', server));
    const contract = await row('合同原件');
    await waitFor(() => expect(within(contract).getAllByTestId('collected-file').map((f) => f.firstChild?.textContent)).toEqual(['合同.pdf']));
    expect(within(await row('营业执照')).queryAllByTestId('collected-file')).toEqual([]);
  });

  it('a PDF is compressed once stored (压缩中, then from and to under the file); an image is not; a refused compression keeps the file, in amber', async () => {
    const server = createFileServer([]);
    const env = open(Collect, fileEnv('zh', server));
    const contract = await row('合同原件');
    fireEvent.change(contract.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File([new Uint8Array(409_600)], 'waiting-扫描件.pdf', { type: 'application/pdf' })] } });
    // Listed as soon as it is stored, 压缩中 under it; the item takes another upload meanwhile (合同原件 holds 2).
    await waitFor(() => expect(within(contract).getByTestId('collected-note').textContent).toBe('压缩中'));
    expect(within(contract).getByTestId('collected-file').firstChild?.textContent).toBe('waiting-扫描件.pdf');
    expect(within(contract).getByRole('button', { name: '上传 合同原件' }).hasAttribute('disabled')).toBe(false);
    act(() => server.release());
    await waitFor(() => expect(within(contract).getByTestId('collected-note').textContent).toBe('已压缩：400.0 KB → 100.0 KB'));
    const optimize = env.calls.filter((c) => c.url === '/api/base/file/optimize').map((c) => c.options.query);
    expect(optimize).toEqual([{ source: '/api/base/file/download?id=101', quality: 50, ppi: 50, sync: 1, output: 'path', perms_id: 301 }]);
    expect(server.files[0].size).toBe(102_400);

    fireEvent.change(contract.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File([new Uint8Array(4096)], 'broken-扫描.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(within(contract).getAllByTestId('collected-file')).toHaveLength(2));
    const kept = within(within(contract).getAllByTestId('collected-file')[1]).getByTestId('collected-note');
    expect(kept.textContent).toBe('PDF 压缩失败：文件无法解析，可能已损坏，已保留原文件');
    expect(kept.style.color).toBe('rgb(250, 173, 20)');

    const license = await row('营业执照');
    choose(license, '执照.png');
    await waitFor(() => expect(within(license).getByTestId('collected-file').textContent).toContain('执照.png'));
    expect(within(license).queryByTestId('collected-note')).toBeNull();
    expect(env.calls.filter((c) => c.url === '/api/base/file/optimize')).toHaveLength(2);
  });

  it('CollectNoCompression (compress false): a PDF is stored as sent', async () => {
    const env = open(CollectNoCompression);
    const contract = await row('合同原件');
    choose(contract, '原样.pdf');
    await waitFor(() => expect(within(contract).getByTestId('collected-file').textContent).toContain('原样.pdf'));
    expect(within(contract).queryByTestId('collected-note')).toBeNull();
    expect(env.calls.filter((c) => c.url === '/api/base/file/optimize')).toEqual([]);
  });

  it('CollectReadOnly: the files without upload or delete', async () => {
    open(CollectReadOnly);
    const license = await row('营业执照');
    expect(within(license).getByTestId('collected-file').textContent).toBe('营业执照.png');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('English: names and types in English', async () => {
    open(CollectEnglish);
    const license = await row('Business licence');
    expect(license.querySelectorAll('td')[1].textContent).toBe('Image');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Type', 'File', 'Upload']);
  });
});

describe('the items table beside the attachment list of the same record', () => {
  it('an upload in the items shows in the list, and a delete in the list leaves the items, without a reload', async () => {
    const listStories = await import('../../stories/attachment-list.stories');
    const { List } = composeStories(listStories);
    const env = fileEnv('zh', createFileServer([]));
    env.confirm = async () => true;
    render(
      <>
        <Collect env={env} />
        <List env={env} />
      </>,
    );
    const contract = await row('合同原件');
    await screen.findByText('暂无数据', {}, TIMEOUT);
    choose(contract, '合同.pdf');
    const list = await screen.findByTestId('attachment-list', {}, TIMEOUT);
    // The list asked again and found the file.
    await waitFor(() => expect(within(list).getByText('合同.pdf')).toBeTruthy(), TIMEOUT);
    fireEvent.click(within(within(list).getByText('合同.pdf').closest('tr') as HTMLElement).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(contract).queryAllByTestId('collected-file')).toEqual([]), TIMEOUT);
  });
});
