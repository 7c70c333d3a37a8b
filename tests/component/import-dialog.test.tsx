import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportDialog } from '../../renderers/core/list-shared/import/ImportDialog';
import { EnvProvider, type UploadOptions } from '../../registry';
import { createFakeEnv, type FakeEnv } from '../../stories/fake-env';

const TARGET = { base: '/api/contract/sales_contract', resource: 'sales_contract' };

function job(id: number, status: string, summary: Record<string, number>, download = false) {
  return { id, kind: 'x', status, title: 't.xlsx', progress: 4, total: 4, error: null, created_at: '', updated_at: '', download_url: download ? `/api/base/job/download?id=${id}` : null, summary };
}

interface Sent {
  url: string;
  fields: Record<string, string>;
}

function setup(jobs: Record<number, unknown | (() => unknown)>) {
  const env: FakeEnv = createFakeEnv((url, options) => {
    if (url === '/api/base/job/detail') {
      const answer = jobs[Number((options.query as { id: number }).id)];
      return typeof answer === 'function' ? (answer as () => unknown)() : answer;
    }
    if (url.endsWith('/listImport')) return { job_id: 6 };
    return new File(['x'], 'file.xlsx');
  });
  const uploads: Sent[] = [];
  env.upload = async <T,>(url: string, form: FormData, options?: UploadOptions) => {
    const fields: Record<string, string> = {};
    form.forEach((value, key) => (fields[key] = typeof value === 'string' ? value : `file:${(value as File).name}`));
    uploads.push({ url, fields });
    options?.onProgress?.(50, 100);
    return { job_id: 5 } as T;
  };
  const onClose = vi.fn();
  render(
    <EnvProvider env={env}>
      <ImportDialog env={env} target={TARGET} permsId={301} title="导入" onClose={onClose} />
    </EnvProvider>,
  );
  return { env, uploads, onClose };
}

function choose(name: string, size = 10) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const file = new File(['x'.repeat(size)], name);
  fireEvent.change(input, { target: { files: [file] } });
}

let saved: string[];
beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the import dialog (issue 22)', () => {
  it('template, then an .xlsx checked by the server: how many pass and fail, the failed rows, then the valid ones imported', async () => {
    const { env, uploads, onClose } = setup({ 5: job(5, 'done', { total: 4, valid: 2, invalid: 2 }, true), 6: job(6, 'done', { total: 4, imported: 2, invalid: 2 }, true) });
    fireEvent.click(await screen.findByTestId('import-template'));
    await waitFor(() => expect(saved).toEqual(['file.xlsx']));
    expect(env.calls[0]).toMatchObject({ url: '/api/contract/sales_contract/initImportDownload', options: { query: { perms_id: 301 }, responseType: 'blob' } });
    choose('合同.xlsx');
    await screen.findByText('共 4 行，可导入 2 行，失败 2 行');
    expect(uploads).toEqual([{ url: '/api/base/import/check', fields: { resource: 'sales_contract', perms_id: '301', header_lines: '1', file: 'file:合同.xlsx' } }]);
    fireEvent.click(screen.getByTestId('import-failed-rows'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(env.calls.at(-1)?.url).toBe('/api/base/job/download?id=5');
    fireEvent.click(screen.getByTestId('import-start'));
    await screen.findByText('导入成功 2 条');
    expect(env.calls.find((c) => c.url.endsWith('/listImport'))?.options).toMatchObject({ method: 'POST', body: { job_id: 5, perms_id: 301 } });
    screen.getByText('2 条未导入，可下载错误数据修改后重新导入');
    fireEvent.click(screen.getByTestId('import-close'));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('refuses other types and files over 10 MB before sending anything', async () => {
    const { env, uploads } = setup({});
    choose('合同.csv');
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'warning', text: '导入文件只能是 xlsx 格式' }]));
    choose('big.xlsx', 10 * 1024 * 1024 + 1);
    await waitFor(() => expect(env.notices.at(-1)).toEqual({ kind: 'warning', text: '文件大小不能超过 10MB!' }));
    expect(uploads).toEqual([]);
  });

  it('a check that failed says why and offers another file', async () => {
    const failed = { ...job(5, 'failed', {}), error: '导入数据不能超过5000行' };
    setup({ 5: failed });
    choose('a.xlsx');
    await screen.findByText('导入数据不能超过5000行');
    fireEvent.click(screen.getByRole('button', { name: '重新选择文件' }));
    await screen.findByTestId('import-template');
  });

  it('an import cancelled after it wrote some rows says how many; closing then refreshes the list', async () => {
    // As the server answers: cancelled at once, then what the import had written once its runner stopped.
    const answers = [{ ...job(6, 'cancelled', {}), summary: undefined }, job(6, 'cancelled', { total: 2500, imported: 2000 })];
    const { onClose } = setup({ 5: job(5, 'done', { total: 4500, valid: 4500, invalid: 0 }), 6: () => answers.shift() ?? job(6, 'cancelled', { total: 2500, imported: 2000 }) });
    choose('a.xlsx');
    fireEvent.click(await screen.findByTestId('import-start'));
    await screen.findByText('已取消');
    await screen.findByText('取消前已导入 2000 条，其余未导入', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('no valid rows: 导入 is disabled', async () => {
    setup({ 5: job(5, 'done', { total: 2, valid: 0, invalid: 2 }, true) });
    choose('a.xlsx');
    await screen.findByText('共 2 行，可导入 0 行，失败 2 行');
    expect(screen.getByTestId('import-start').hasAttribute('disabled')).toBe(true);
  });
});
