import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListControls, Row } from '../../renderers/list-page';
import type { ActionContext } from '../../renderers/core/list-shared/actions';
import { ACTIONS } from '../../renderers/core/list-shared/actions';
import { sendUpload } from '../../renderers/core/list-shared/upload-action';
import { ApiCodeError, type UploadOptions } from '../../registry';
import type { ToolbarButtonSchema } from '../../schemas/generated/toolbar';
import { createFakeEnv, type FakeEnv } from '../../stories/fake-env';

function setup(answer: () => unknown = () => ({ id: 1 })) {
  const env: FakeEnv = createFakeEnv(() => null);
  const sent: { url: string; fields: Record<string, string>; signed?: boolean }[] = [];
  env.upload = async <T,>(url: string, form: FormData, options?: UploadOptions) => {
    const fields: Record<string, string> = {};
    form.forEach((value, key) => (fields[key] = typeof value === 'string' ? value : `file:${(value as File).name}`));
    sent.push({ url, fields, ...(options?.signed ? { signed: true } : {}) });
    const result = answer();
    options?.onMessage?.('导入了 3 条');
    return result as T;
  };
  const refresh = vi.fn();
  const list = { pageId: 301, refresh, query: { page: 1, limit: 15, sort: null, where: {} } } as unknown as ListControls;
  const context = (config: ToolbarButtonSchema['config'], selected: Row[] = []): ActionContext => ({
    env, list, selected, openSettings: () => undefined,
    button: { flag: 'upload_price', name: '上传价格表', func: 'upload', config } as ToolbarButtonSchema,
  });
  return { env, sent, refresh, context };
}

afterEach(() => vi.restoreAllMocks());

describe('the upload button (spec 001 §7 upload button)', () => {
  it('posts the chosen file with scene, output, path and the button’s parameters from the selection, says the answer and reloads', async () => {
    const { env, sent, refresh, context } = setup();
    await sendUpload(context({ url: '/api/stock/price/upload', accept: 'xlsx,xls', params: { contract_id: '{id}' } }, [{ id: 7 }]), new File(['x'], '价格.XLSX'));
    // Signed (timestamp and signature headers), as spec 001 §10's upload button is.
    expect(sent).toEqual([{ url: '/api/stock/price/upload', fields: { scene: 'default', output: 'json', path: '/', contract_id: '7', file: 'file:价格.XLSX' }, signed: true }]);
    expect(env.notices).toEqual([{ kind: 'success', text: '导入了 3 条' }]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refuses a type outside its list (请选择正确的文件类型) and a file over its size before sending', async () => {
    const { env, sent, context } = setup();
    await sendUpload(context({ url: '/api/x/upload', accept: 'xlsx' }), new File(['x'], 'a.pdf'));
    await sendUpload(context({ url: '/api/x/upload', maxSize: 1 }), new File(['x'.repeat(1024 * 1024 + 1)], 'a.pdf'));
    expect(env.notices).toEqual([
      { kind: 'warning', text: '请选择正确的文件类型' },
      { kind: 'warning', text: '文件大小不能超过 1MB!' },
    ]);
    expect(sent).toEqual([]);
  });

  it('a refused upload shows the server’s message and reloads nothing', async () => {
    const { env, refresh, context } = setup(() => {
      throw new ApiCodeError(4415, '不支持的文件格式');
    });
    await sendUpload(context({ url: '/api/x/upload' }), new File(['x'], 'a.xlsx'));
    expect(env.notices).toEqual([{ kind: 'error', text: '不支持的文件格式（code: 4415）' }]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('the button opens the browser’s file chooser with its accept list', () => {
    const { context } = setup();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      expect(this.type).toBe('file');
      expect(this.accept).toBe('.xlsx,.xls');
    });
    void ACTIONS.upload(context({ url: '/api/x/upload', accept: 'xlsx, .xls' }));
    expect(click).toHaveBeenCalledTimes(1);
  });
});
