import { describe, expect, it } from 'vitest';
import { createPageValidator } from '../../registry/validate-page';
import { createBuiltinRegistry } from '../../renderers';
import { compileListPage, pageCacheKey, type RemoteField } from '../../src/pages/compile/compile-list-page';
import type { PermNode } from '../../src/session/types';

const menu = {
  id: 301, name: '销售合同', name_en: 'Sales contracts', func_config: { row_key: 'id' },
  remote_request_url: '/api/contract/sales_contract/index', remote_request_method: 'GET',
} as unknown as PermNode;

function field(partial: Partial<RemoteField> & { prop: string; label: string }): RemoteField {
  return { id: 1, perms_id: 301, label_en: '', sort: 0, ...partial };
}

const fields: RemoteField[] = [
  field({ prop: 'contract_no', label: '合同编号', label_en: 'Contract no.', width: 170, fixed: 'left', searchType: 'input' }),
  field({ prop: 'amount', label: '合同金额', valueType: 'money', moneyFormat: 2, sortable: true }),
];

const validator = createPageValidator(createBuiltinRegistry());

describe('compileListPage', () => {
  it('turns a menu and its remote fields into a list page whose children are a table and a pager', () => {
    const schema = compileListPage(menu, fields, 'en');
    expect(schema).toEqual({
      type: 'list-page',
      id: 301,
      title: 'Sales contracts',
      source: { url: '/api/contract/sales_contract/index', method: 'GET', params: { perms_id: 301 } },
      pageSizes: [15, 20, 30, 50],
      defaultPageSize: 15,
      children: [
        {
          type: 'data-table',
          rowKey: 'id',
          columns: [
            { prop: 'contract_no', label: '合同编号', labelEn: 'Contract no.', width: 170, fixed: 'left' },
            { prop: 'amount', label: '合同金额', valueType: 'money', moneyFormat: 2, sortable: true },
          ],
        },
        { type: 'pagination' },
      ],
    });
    expect(validator.problems(schema)).toEqual([]);
  });

  it('names the JSON path of every broken setting, each child checked against its own renderer schema', () => {
    const broken = [...fields, field({ prop: 'x', label: 'X', width: 'wide' }), field({ prop: 'y', label: '', valueType: 'colour' })];
    const problems = validator.problems(compileListPage(menu, broken, 'zh'));
    expect(problems).toContain('/children/0/columns/2/width must be integer');
    expect(problems).toContain('/children/0/columns/3/label must NOT have fewer than 1 characters');
    expect(problems.some((p) => p.startsWith('/children/0/columns/3/valueType must be equal to one of the allowed values (text, int'))).toBe(true);
    expect(problems).toHaveLength(3);
  });

  it('lets configuration choose the table renderer, and names an unknown one', () => {
    const chosen = { ...menu, func_config: { table_type: 'card-grid' } } as unknown as PermNode;
    expect(validator.problems(compileListPage(chosen, fields, 'zh'))).toEqual([
      '/children/0/type unknown renderer type "card-grid" (data-table, list-page, pagination)',
    ]);
  });

  it('rejects a menu with no list address or no columns', () => {
    const noSource = { ...menu, remote_request_url: '' } as PermNode;
    const problems = validator.problems(compileListPage(noSource, [], 'zh'));
    expect(problems).toContain('/source/url must match pattern "^/api/"');
    expect(problems).toContain('/children/0/columns must NOT have fewer than 1 items');
  });
});

describe('pageCacheKey', () => {
  it('differs by menu, position, language and configuration version', () => {
    const base = pageCacheKey(301, 10, 'zh', '1.0.0');
    expect(new Set([base, pageCacheKey(302, 10, 'zh', '1.0.0'), pageCacheKey(301, 11, 'zh', '1.0.0'), pageCacheKey(301, 10, 'en', '1.0.0'), pageCacheKey(301, 10, 'zh', '1.0.1')]).size).toBe(5);
    expect(pageCacheKey(301, 10, 'zh', '1.0.0')).toBe(base);
  });
});
