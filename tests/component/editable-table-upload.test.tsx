import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/editable-table.stories';
import { fileEnv } from '../../stories/fake-file-server';

const { UploadCells, UploadCellsNewDocument, UploadCellsNoRecord, UploadCellsNoCompression } = composeStories(stories);

const TIMEOUT = { timeout: 10_000 };
const grid = () => screen.findByRole('grid', {}, TIMEOUT);
const cell = (row: number, column: string) => screen.getByRole('gridcell', { name: `第 ${row} 行 ${column}` });

function pdf(name: string): File {
  return new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
}

/** Chooses a file in an upload cell, as the file dialog its button opens would. */
function choose(row: number, file: File): void {
  const input = cell(row, '质检报告').querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('an upload cell (editType upload)', () => {
  it('uploads one file to the stored document from the cell: the fields first, progress, then the file’s name', async () => {
    const env = fileEnv('zh');
    render(<UploadCells env={env} />);
    await grid();
    const button = within(cell(2, '质检报告')).getByRole('button', { name: '上传质检报告' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect((cell(2, '质检报告').querySelector('input[type="file"]') as HTMLInputElement).accept).toBe('.pdf,.jpg,.png');
    choose(2, pdf('第二行质检报告.pdf'));
    await within(cell(2, '质检报告')).findByText('第二行质检报告.pdf', {}, TIMEOUT);
    expect(env.server.forms.at(-1)).toEqual([
      ['resource', 'sales_contract'],
      ['data_id', '7'],
      ['perms_id', '301'],
      ['scene', 'default'],
      ['output', 'json'],
      ['path', '/'],
      ['accept', 'pdf,jpg,png'],
      ['file', '第二行质检报告.pdf'],
    ]);
    // One file a cell: once it holds one, the upload button is gone until × lets it go.
    expect(within(cell(2, '质检报告')).queryByRole('button', { name: '上传质检报告' })).toBeNull();
    // The stored PDF was compressed (as the upload dialog does) before the cell took it.
    expect(env.notices).toContainEqual({ kind: 'success', text: '上传成功，已压缩：13 B → 3 B' });
    expect(env.calls.filter((c) => c.url === '/api/base/file/optimize').map((c) => c.options.query)).toEqual([
      { source: '/api/base/file/download?id=101', quality: 50, ppi: 50, sync: 1, output: 'path', perms_id: 301 },
    ]);
  });

  it('a compression the server refuses keeps the file, in a warning; attr.compress false stores a PDF as sent', async () => {
    const env = fileEnv('zh');
    render(<UploadCells env={env} />);
    await grid();
    choose(2, pdf('broken-报告.pdf'));
    await within(cell(2, '质检报告')).findByText('broken-报告.pdf', {}, TIMEOUT);
    expect(env.notices.at(-1)).toEqual({ kind: 'warning', text: 'PDF 压缩失败：文件无法解析，可能已损坏，已保留原文件' });
    cleanup();

    const plain = fileEnv('zh');
    render(<UploadCellsNoCompression env={plain} />);
    await grid();
    choose(2, pdf('原样.pdf'));
    await within(cell(2, '质检报告')).findByText('原样.pdf', {}, TIMEOUT);
    expect(plain.notices.at(-1)).toEqual({ kind: 'success', text: '上传成功' });
    expect(plain.calls.filter((c) => c.url === '/api/base/file/optimize')).toEqual([]);
  });

  it('refuses a type off the list before sending, and says the server’s refusal', async () => {
    const env = fileEnv('zh');
    render(<UploadCells env={env} />);
    await grid();
    choose(2, new File(['MZ'], 'setup.exe'));
    await waitFor(() => expect(env.notices).toContainEqual({ kind: 'warning', text: '上传文件只能是pdf,jpg,png 格式' }));
    expect(env.server.forms).toHaveLength(0);
    choose(2, pdf('refused.pdf'));
    await waitFor(() => expect(env.notices.at(-1)).toEqual({ kind: 'error', text: '不支持的文件格式' }));
    expect(within(cell(2, '质检报告')).getByRole('button', { name: '上传质检报告' })).toBeTruthy();
  });

  it('a stored file opens in the preview by its name; × lets it go and the cell can upload again', async () => {
    render(<UploadCells />);
    await grid();
    fireEvent.click(within(cell(1, '质检报告')).getByText('合同扫描件-双方盖章版本.pdf'));
    expect(await screen.findByTestId('preview-close', {}, TIMEOUT)).toBeTruthy();
    fireEvent.click(screen.getByTestId('preview-close'));
    fireEvent.click(within(cell(1, '质检报告')).getByRole('button', { name: '移除合同扫描件-双方盖章版本.pdf' }));
    await waitFor(() => expect(within(cell(1, '质检报告')).queryByText('合同扫描件-双方盖章版本.pdf')).toBeNull());
    expect(within(cell(1, '质检报告')).getByRole('button', { name: '上传质检报告' })).toBeTruthy();
  });

  it('a new document’s cell uploads at once, without a record: the file is pending until the add binds it', async () => {
    render(<UploadCellsNewDocument />);
    await grid();
    const input = cell(1, '质检报告').querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], '质检报告.pdf')] } });
    await within(cell(1, '质检报告')).findByText('质检报告.pdf', {}, TIMEOUT);
  });

  it('outside a document’s form nothing can hold a file: the button says to save first', async () => {
    render(<UploadCellsNoRecord />);
    await grid();
    const button = within(cell(1, '质检报告')).getByRole('button', { name: '上传质检报告' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('title')).toBe('保存单据后可上传附件');
  });
});
