import { describe, expect, it } from 'vitest';
import { createPageValidator } from '../../registry/validate-page';
import { createBuiltinRegistry } from '../../renderers';
import type { DataTableSchema } from '../../schemas/generated/data-table';
import { compileListPage, type RemoteField } from '../../rules/page-compile/compile-list-page';
import type { PermNode } from '../../src/session/types';

const button = (id: number, flag: string, position: string) => ({
  id, flag, name: flag, name_en: '', btn_func: 'interface', btn_type: 'link', icon: '', btn_position: position, func_config: { url: `/api/contract/${flag}` },
});

const menu = {
  id: 301, name: '销售合同', name_en: 'Sales contracts', func_config: { expand: 1 },
  remote_request_url: '/api/contract/sales_contract/index', remote_request_method: 'GET',
  perms: [button(1, 'add', 'left'), button(2, 'view', 'solo'), button(3, 'audit', 'mult'), button(4, 'edit', 'solo')],
} as unknown as PermNode;

function field(partial: Record<string, unknown> & { prop: string; label: string }): RemoteField {
  return { id: 1, perms_id: 301, label_en: '', sort: 0, ...partial } as RemoteField;
}

const fields = [
  field({ prop: 'contract_no', label: '合同编号', labelType: 'currentpage', labelConfig: { url: '/contract/{id}' }, copy: 1, headerTips: '系统生成' }),
  field({ prop: 'customer_name', label: '客户名称', merge: '1', searchType: 'input' }),
  field({
    prop: 'money', label: '金额信息',
    children: [field({ prop: 'amount', label: '合同金额', valueType: 'money', merge: true }), field({ prop: 'tax', label: '税额', merge: 0 })],
  }),
];

const validator = createPageValidator(createBuiltinRegistry());

describe('compileListPage: the table', () => {
  const page = compileListPage(menu, fields, 'zh');
  const table = page.children.find((c) => c.type === 'data-table') as unknown as DataTableSchema;

  it('puts the solo buttons in the table as row buttons and the mult buttons in its row menu', () => {
    expect(table.rowButtons?.map((b) => b.flag)).toEqual(['view', 'edit']);
    expect(table.multButtons?.map((b) => b.flag)).toEqual(['audit']);
    expect(table.rowButtons?.[0]).toEqual({ id: 2, flag: 'view', name: 'view', func: 'interface', btnType: 'link', position: 'solo', config: { url: '/api/contract/view' } });
  });

  it('maps the remote column props (flags written 1/0 too) and grouped children', () => {
    expect(table.columns[0]).toEqual({
      prop: 'contract_no', label: '合同编号', labelType: 'currentpage', labelConfig: { url: '/contract/{id}' }, copy: true, headerTips: '系统生成',
    });
    expect(table.columns[1]).toEqual({ prop: 'customer_name', label: '客户名称', merge: true, searchType: 'input' });
    expect(table.columns[2].children).toEqual([
      { prop: 'amount', label: '合同金额', valueType: 'money', merge: true },
      { prop: 'tax', label: '税额', merge: false },
    ]);
  });

  it('asks the server to merge the merge columns, grouped ones included, and expands children_row', () => {
    expect(page.mergeFields).toEqual(['customer_name', 'amount']);
    expect(table.expand).toEqual({ rowsProp: 'children_row' });
  });

  it('is a valid page', async () => {
    expect(await validator.problems(page)).toEqual([]);
  });

  it('names a label type the table does not know', async () => {
    const broken = compileListPage(menu, [field({ prop: 'x', label: 'X', labelType: 'teleport' })], 'zh');
    const problems = await validator.problems(broken);
    expect(problems.some((p) => p.includes('/columns/0/labelType must be equal to one of the allowed values'))).toBe(true);
  });
});

describe('compileListPage: button settings in func_config', () => {
  it('lifts a button’s rules, jumps, group and search field to the button and keeps the rest as its action config', async () => {
    const withRules = {
      ...menu,
      perms: [
        {
          ...button(9, 'approve', 'solo'),
          func_config: {
            url: '/api/contract/approve',
            hideWhen: { field: 'approval_status', op: '=', value: 2 },
            disableWhen: { field: 'status', op: 'in', value: [3, 4], reason: '已驳回或作废' },
            group: '审批',
          },
        },
      ],
    } as unknown as PermNode;
    const page = compileListPage(withRules, fields, 'zh');
    const bar = page.children.find((c) => c.type === 'toolbar') as unknown as { buttons: Record<string, unknown>[] };
    expect(bar.buttons[0]).toMatchObject({
      flag: 'approve',
      config: { url: '/api/contract/approve' },
      hideWhen: { field: 'approval_status', op: '=', value: 2 },
      disableWhen: { field: 'status', op: 'in', value: [3, 4], reason: '已驳回或作废' },
      group: '审批',
    });
    expect(bar.buttons[0].config).not.toHaveProperty('group');
    expect(await validator.problems(page)).toEqual([]);
  });
});
