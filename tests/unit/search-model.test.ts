import { describe, expect, it } from 'vitest';
import { searchModel, setSearchValues, UndeclaredSearchProperty } from '../../renderers/core/list-shared/search-model';
import { declaredSearchKeys } from '../../renderers/list-page/search-keys';

const TEXTS = { 'listbar.search.undeclaredSet': '不允许设置未预置的属性：{key}', 'listbar.search.undeclaredRead': '不允许读取未预置的属性：{key}' };
const text = (key: keyof typeof TEXTS, params: { key: string }) => TEXTS[key].replace('{key}', params.key);
const declared = new Set(['contract_no', 'status']);

describe('the search model (spec 001 §5, §8)', () => {
  it('sets and reads declared properties; spread and JSON give its conditions', () => {
    const model = searchModel(declared, { status: ['in', [1]] }, text);
    model.contract_no = ['like', 'XS'];
    expect(model.contract_no).toEqual(['like', 'XS']);
    expect(model.status).toEqual(['in', [1]]);
    expect({ ...model }).toEqual({ status: ['in', [1]], contract_no: ['like', 'XS'] });
    expect(JSON.parse(JSON.stringify(model))).toEqual({ status: ['in', [1]], contract_no: ['like', 'XS'] });
    delete model.status;
    expect(model.status).toBeUndefined();
  });

  it('refuses to set an undeclared property: 不允许设置未预置的属性', () => {
    const model = searchModel(declared, {}, text);
    expect(() => {
      model.customer_name = 'x';
    }).toThrow(new UndeclaredSearchProperty('set', 'customer_name', text));
    expect(() => setSearchValues(declared, {}, { contract_no: 'XS', owner: 1 }, text)).toThrow('不允许设置未预置的属性：owner');
    expect(setSearchValues(declared, { status: 2 }, { contract_no: 'XS' }, text)).toEqual({ status: 2, contract_no: 'XS' });
  });

  it('refuses to read an undeclared property it does not hold: 不允许读取未预置的属性', () => {
    const model = searchModel(declared, { kept_from_view: 1 }, text);
    expect(() => model.customer_name).toThrow('不允许读取未预置的属性：customer_name');
    // A condition that came with the where (a view, the address) reads as it is; so do the object's own members.
    expect(model.kept_from_view).toBe(1);
    expect(typeof model.hasOwnProperty).toBe('function');
    expect(String(model)).toBe('[object Object]');
  });
});

describe('the search fields a list page declares', () => {
  it("are its search forms', tags', views' and header filters' fields, its tabs' field and its search buttons", () => {
    const keys = declaredSearchKeys([
      { type: 'status-tabs', field: 'status', tabs: [] },
      { type: 'query-panel', fields: [{ prop: 'contract_no', label: '合同编号' }, { prop: 'org', label: '部门', searchName: 'add_org_id' }] },
      { type: 'toolbar', buttons: [{ flag: 's', name: '搜索', func: 'search', config: { prop: 'customer_name' } }] },
      { type: 'data-table', rowKey: 'id', columns: [{ prop: 'amount', label: '金额', searchType: 'number' }, { prop: 'remark', label: '备注' }] },
    ]);
    expect([...(keys ?? [])].sort()).toEqual(['add_org_id', 'amount', 'contract_no', 'customer_name', 'status']);
    expect(declaredSearchKeys([{ type: 'data-table', rowKey: 'id', columns: [{ prop: 'remark', label: '备注' }] }])).toBeNull();
  });
});
