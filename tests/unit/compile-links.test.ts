import { describe, expect, it } from 'vitest';
import { createPageValidator } from '../../registry/validate-page';
import { createBuiltinRegistry } from '../../renderers';
import type { ColumnSchema, DataTableSchema } from '../../schemas/generated/data-table';
import type { ToolbarSchema } from '../../schemas/generated/toolbar';
import { compileListPage, type RemoteField } from '../../rules/page-compile/compile-list-page';
import type { PermButton, PermNode } from '../../src/session/types';

function button(id: number, funcConfig: Record<string, unknown>): PermButton {
  return { id, flag: `b${id}`, name: `按钮${id}`, name_en: '', btn_func: 'currentpage', btn_type: 'link', icon: '', btn_position: 'solo', func_config: funcConfig, sort: id } as PermButton;
}

function menuWith(perms: PermButton[]): PermNode {
  return {
    id: 301, name: '销售合同', name_en: 'Sales contracts', func_config: { row_key: 'id' }, perms,
    remote_request_url: '/api/contract/sales_contract/index', remote_request_method: 'GET',
  } as unknown as PermNode;
}

function field(partial: Partial<RemoteField> & { prop: string; label: string }): RemoteField {
  return { id: 1, perms_id: 301, label_en: '', sort: 0, ...partial };
}

const validator = createPageValidator(createBuiltinRegistry());
const toolbarOf = (children: readonly unknown[]) => children.find((c) => (c as { type: string }).type === 'toolbar') as ToolbarSchema;
const tableOf = (children: readonly unknown[]) => children.find((c) => (c as { type: string }).type === 'data-table') as DataTableSchema;

describe('the page compiler resolves named internal links (spec 000 §2.3)', () => {
  it('a button\'s link_name (with link_params) becomes the url its action opens; a jump entry\'s too', async () => {
    const problems: string[] = [];
    const perms = [
      button(1, { link_name: 'contract.sales.detail' }),
      button(2, { link_name: 'crm.customer.show', link_params: { id: '{customer_id}', from: 'contract' } }),
      button(3, { url: '/x', jump_config: [{ field: 'status', condition: '=', value: 1, link_name: 'workflow.view', link_params: { id: '{flow_id}' } }] }),
    ];
    const schema = compileListPage(menuWith(perms), [field({ prop: 'contract_no', label: '合同编号' })], 'zh', { problems });
    expect(problems).toEqual([]);
    const buttons = toolbarOf(schema.children).buttons!;
    expect(buttons[0].config).toEqual({ url: '/contract/sales/form?data_id={id}' });
    expect(buttons[1].config).toEqual({ url: '/approve/tradeCompany/client/show?data_id={customer_id}&from=contract' });
    expect(buttons[2].jump_config).toEqual([{ field: 'status', condition: '=', value: 1, url: '/workflow/view/{flow_id}' }]);
    expect(await validator.problems(schema)).toEqual([]);
  });

  it('a column label\'s labelConfig.link_name becomes its url', async () => {
    const problems: string[] = [];
    const fields = [field({ prop: 'customer_name', label: '客户名称', labelType: 'newpage', labelConfig: { link_name: 'crm.customer.show', link_params: { id: '{customer_id}' } } })];
    const schema = compileListPage(menuWith([]), fields, 'zh', { problems });
    const column = tableOf(schema.children).columns[0] as ColumnSchema;
    expect(column.labelConfig).toEqual({ url: '/approve/tradeCompany/client/show?data_id={customer_id}' });
    expect(problems).toEqual([]);
    expect(await validator.problems(schema)).toEqual([]);
  });

  it('an unknown or malformed name is a configuration problem naming where it is, and no address is made up', () => {
    const problems: string[] = [];
    const fields = [field({ prop: 'customer_name', label: '客户名称', labelType: 'currentpage', labelConfig: { link_name: 'crm.nowhere' } })];
    const schema = compileListPage(menuWith([button(1, { link_name: 'contract.sales.nothing' }), button(2, { link_name: 7 })]), fields, 'zh', { problems });
    expect(problems).toEqual([
      'button 1 (b1) func_config.link_name unknown internal link "contract.sales.nothing"',
      'button 2 (b2) func_config.link_name must be the name of an internal link',
      'field customer_name labelConfig.link_name unknown internal link "crm.nowhere"',
    ]);
    expect(toolbarOf(schema.children).buttons![0].config).toEqual({});
    expect(tableOf(schema.children).columns[0].labelConfig).toEqual({});
  });

  it('configuration without link names compiles as before', () => {
    const problems: string[] = [];
    const schema = compileListPage(menuWith([button(1, { url: '/contract/sales/form?data_id={id}' })]), [], 'zh', { problems });
    expect(toolbarOf(schema.children).buttons![0].config).toEqual({ url: '/contract/sales/form?data_id={id}' });
    expect(problems).toEqual([]);
  });
});
