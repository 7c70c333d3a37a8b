import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListControls, Row } from '../../renderers/list-page';
import { ACTIONS, type ActionContext } from '../../renderers/core/list-shared/actions';
import { exportUrl, runExport } from '../../renderers/core/list-shared/export-action';
import type { ToolbarButtonSchema } from '../../schemas/generated/toolbar';
import { createFakeEnv, withMessage, type FakeEnv } from '../../stories/fake-env';

const SETTINGS = {
  table_name: 'menu-301', name: 'menu-301', perms_id: 301, customized: false, updated_at: null, button_inline_position: 'top' as const, content_pagesize: 15 as const,
  table_cell_width: {},
  table_fields: [
    { key: 'contract_no', label: '合同编号', label_en: 'Contract no.', checked: true, fixed: false as const, sort: 1 },
    { key: 'remark', label: '备注', label_en: 'Remark', checked: false, fixed: false as const, sort: 2 },
    { key: 'amount', label: '合同金额', label_en: 'Amount', checked: true, fixed: false as const, sort: 3 },
  ],
};

function listOf(overrides: Partial<ListControls> = {}): ListControls {
  return {
    pageId: 301,
    source: { url: '/api/contract/sales_contract/index' },
    query: { page: 3, limit: 15, sort: { prop: 'amount', direction: 'desc' }, where: { status: 2 } },
    pageSizes: [15],
    selectedRows: [],
    setSelectedRows: () => undefined,
    setPage: () => undefined,
    setSort: () => undefined,
    setWhere: () => undefined,
    refresh: () => undefined,
    tableName: 'menu-301',
    settings: SETTINGS,
    settingsStatus: 'ready',
    saveSettings: async () => true,
    ...overrides,
  } as ListControls;
}

function contextOf(env: FakeEnv, button: Partial<ToolbarButtonSchema>, list = listOf(), selected: Row[] = []): ActionContext {
  return { env, list, button: { flag: 'export', name: '导出', func: 'export', ...button } as ToolbarButtonSchema, selected, openSettings: () => undefined };
}

let saved: { name: string; type: string }[];
beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: 'click' });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the export button (issue 22)', () => {
  it('asks the list’s resource for the list as the user sees it (filter, sort, shown columns in order) and saves the file under the server’s name', async () => {
    const env = createFakeEnv(() => new File(['x'], '销售合同-20261127.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await runExport(contextOf(env, {}));
    expect(env.calls).toHaveLength(1);
    expect(env.calls[0].url).toBe('/api/contract/sales_contract/export');
    expect(env.calls[0].options).toMatchObject({ method: 'POST', responseType: 'blob' });
    expect(env.calls[0].options.body).toEqual({ perms_id: 301, table_name: 'menu-301', app_id: '44', where: { status: 2 }, order: 'amount desc', flag: 'export', fields: ['contract_no', 'amount'] });
    expect(saved).toEqual([{ name: '销售合同-20261127.xlsx', type: 'click' }]);
    expect(env.notices).toEqual([{ kind: 'success', text: '导出成功' }]);
  });

  it('a large export becomes a job: the server’s exporting notice is shown and nothing is saved yet', async () => {
    const env = createFakeEnv(() => withMessage({ job_id: 7, total: 25_000 }, '数据较多，已转为后台导出，完成后将在消息中心通知您'));
    await runExport(contextOf(env, {}));
    expect(saved).toEqual([]);
    expect(env.notices).toEqual([{ kind: 'success', text: '数据较多，已转为后台导出，完成后将在消息中心通知您' }]);
  });

  it('export-selection (a mult button) sends the ticked ids, and without any asks for a selection', async () => {
    const env = createFakeEnv(() => new Blob(['x']));
    await runExport(contextOf(env, { flag: 'export_selected', position: 'mult' }, listOf(), [{ id: 4 }, { id: 9 }]));
    expect(env.calls[0].options.body).toMatchObject({ ids: [4, 9], flag: 'export_selected' });
    // No name from the server: the button's.
    expect(saved).toEqual([{ name: '导出.xlsx', type: 'click' }]);
    await runExport(contextOf(env, { flag: 'export_selected', position: 'mult' }));
    expect(env.calls).toHaveLength(1);
    expect(env.notices.at(-1)).toEqual({ kind: 'warning', text: '请选择需要导出的数据' });
  });

  it('a list that is not a resource’s says the button has no export configuration', async () => {
    const env = createFakeEnv(() => null);
    await runExport(contextOf(env, {}, listOf({ source: { url: '/api/base/workflow/list' } })));
    expect(env.calls).toEqual([]);
    expect(env.notices).toEqual([{ kind: 'warning', text: '该按钮暂未关联导出配置' }]);
    expect(exportUrl('/api/crm/customer/index?x=1')).toBe('/api/crm/customer/export');
    expect(exportUrl(undefined)).toBeNull();
  });
});

describe('an export button with an export template (spec 001 §7 export template)', () => {
  const button = { id: 26, flag: 'exportConfirmation', position: 'mult' as const, exportTemplate: 'sales_contract_confirmation' };

  it('asks the resource for the ticked rows by the button, then opens one record’s workbook in the office preview', async () => {
    const opened: unknown[][] = [];
    vi.spyOn(globalThis, 'open').mockImplementation((...args: unknown[]) => (opened.push(args), null));
    const env = createFakeEnv(() => ({ id: 5, name: '合同确认单-HT1.xlsx', url: '/api/base/job/download?id=5', ext: 'xlsx', records: 1 }));
    await ACTIONS.export(contextOf(env, button, listOf(), [{ id: 4 }]));
    expect(env.calls).toHaveLength(1);
    expect(env.calls[0].url).toBe('/api/contract/sales_contract/exportTemplate');
    expect(env.calls[0].options.query).toEqual({ button_id: 26, perms_id: 301, where: { id: ['in', [4]] } });
    expect(opened).toEqual([[`/mobileOffice?name=${encodeURIComponent('合同确认单-HT1.xlsx')}&url=${encodeURIComponent('/api/base/job/download?id=5')}`, '_blank', 'noopener']]);
    expect(saved).toEqual([]);
  });

  it('saves a zip (several records) under the server’s name', async () => {
    const env = createFakeEnv((url) =>
      url.endsWith('/exportTemplate') ? { id: 6, name: '销售合同确认单-20261127.zip', url: '/api/base/job/download?id=6', ext: 'zip', records: 2 } : new Blob(['zip']),
    );
    await ACTIONS.export(contextOf(env, button, listOf(), [{ id: 4 }, { id: 9 }]));
    expect(env.calls.map((c) => c.url)).toEqual(['/api/contract/sales_contract/exportTemplate', '/api/base/job/download?id=6']);
    expect(env.calls[1].options.responseType).toBe('blob');
    expect(saved).toEqual([{ name: '销售合同确认单-20261127.zip', type: 'click' }]);
    expect(env.notices).toEqual([{ kind: 'success', text: '导出成功' }]);
  });

  it('asks for a selection first, and says a list that is not a resource’s has no export configuration', async () => {
    const env = createFakeEnv(() => null);
    await ACTIONS.export(contextOf(env, button));
    expect(env.notices.at(-1)).toEqual({ kind: 'warning', text: '请选择需要导出的数据' });
    await ACTIONS.export(contextOf(env, button, listOf({ source: undefined }), [{ id: 4 }]));
    expect(env.notices.at(-1)).toEqual({ kind: 'warning', text: '该按钮暂未关联导出配置' });
    expect(env.calls).toHaveLength(0);
  });
});
