import { describe, expect, it } from 'vitest';
import { compileListPage, type RemoteField } from '../../src/pages/compile/compile-list-page';
import { SchemaError } from '../../src/pages/compile/validate-schema';
import type { PermNode } from '../../src/session/types';

const menu = {
  id: 301, name: '销售合同', name_en: 'Sales contracts', func_config: { row_key: 'id' },
  remote_request_url: '/api/contract/sales_contract/index', remote_request_method: 'GET',
} as unknown as PermNode;

const fields: RemoteField[] = [
  { prop: 'contract_no', label: '合同编号', label_en: 'Contract no.', width: 170, fixed: 'left', searchType: 'input' },
  { prop: 'amount', label: '合同金额', valueType: 'money', moneyFormat: 2, sortable: true },
];

describe('compileListPage', () => {
  it('turns a menu and its remote fields into a valid list-page schema', () => {
    const schema = compileListPage(menu, fields, 'en');
    expect(schema).toEqual({
      type: 'list-page',
      id: 301,
      title: 'Sales contracts',
      source: { url: '/api/contract/sales_contract/index', method: 'GET', params: { perms_id: 301 } },
      table: {
        type: 'data-table',
        rowKey: 'id',
        columns: [
          { prop: 'contract_no', label: '合同编号', labelEn: 'Contract no.', width: 170, fixed: 'left' },
          { prop: 'amount', label: '合同金额', valueType: 'money', moneyFormat: 2, sortable: true },
        ],
      },
      pagination: { pageSizes: [15, 20, 30, 50], defaultPageSize: 15 },
    });
  });

  it('names the JSON path of every broken setting', () => {
    const broken = [...fields, { prop: 'x', label: 'X', width: 'wide' }, { prop: 'y', label: '', valueType: 'colour' }];
    try {
      compileListPage(menu, broken, 'zh');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SchemaError);
      const problems = (error as SchemaError).problems;
      expect(problems).toContain('/table/columns/2/width must be integer');
      expect(problems).toContain('/table/columns/3/label must NOT have fewer than 1 characters');
      expect(problems.some((p) => p.startsWith('/table/columns/3/valueType must be equal to one of the allowed values'))).toBe(true);
    }
  });

  it('rejects a menu with no list address or no columns', () => {
    const noSource = { ...menu, remote_request_url: '' } as PermNode;
    expect(() => compileListPage(noSource, [], 'zh')).toThrow(/\/source\/url must match pattern[\s\S]*\/table\/columns must NOT have fewer than 1 items/);
  });
});
