import { describe, expect, it } from 'vitest';
import { createPageValidator } from '../../registry/validate-page';
import { createBuiltinRegistry } from '../../renderers';
import { cardView, itemVisible, listViews, orgIds, statisticsTip } from '../../rules/page-compile/compile-list-extras';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import type { PermNode } from '../../src/session/types';

const columns: ColumnSchema[] = [
  { prop: 'contract_no', label: '合同编号', labelEn: 'Contract no.', width: 170, copy: true },
  { prop: 'contract_name', label: '合同名称' },
  { prop: 'amount', label: '合同金额', labelEn: 'Amount', valueType: 'money', moneyFormat: 2, sortable: true },
  { prop: 'profit', label: '毛利', valueType: 'money' },
];

/** A user in org 12, under 3, under the group 1. */
const PATH = [1, 3, 12];

const option = {
  status: 1,
  data: [
    { prop: 'amount', calculate: 'sum', money_format: 2, color: '#1677ff', color_type: 1 },
    { prop: 'amount', label: '平均金额', calculate: 'avg', money_format: '3' },
    { prop: 'profit', color: '#52c41a', color_type: 2, permission: { apply_org_id: [3], not_apply_org_id: [] } },
    { prop: 'cost', label: '成本', permission: { apply_org_id: '7,8' } },
    { prop: 'tax', label: '税额', permission: { apply_org_id: [1], not_apply_org_id: ['12'] } },
  ],
};

const menu = (statistics_option: unknown) => ({ statistics_option }) as unknown as PermNode;

describe('statisticsTip', () => {
  it('builds the tip from statistics_option, with labels from the columns, and the props to total', () => {
    expect(statisticsTip(menu(option), PATH, columns)).toEqual({
      node: {
        type: 'statistics-tip',
        items: [
          { prop: 'amount', label: '合同金额', labelEn: 'Amount', calculate: 'sum', moneyFormat: 2, color: '#1677ff', colorType: 'fixed' },
          { prop: 'amount', label: '平均金额', calculate: 'avg', moneyFormat: 3 },
          { prop: 'profit', label: '毛利', calculate: 'sum', color: '#52c41a', colorType: 'sign' },
        ],
      },
      summaryFields: ['amount', 'profit'],
    });
  });

  it('filters items by the org path: apply lists need an org on the path, not-apply lists hide', () => {
    const props = (path: number[]) => statisticsTip(menu(option), path, columns)?.node.items.map((item) => `${item.prop}:${item.calculate}`);
    // Org 12 sees profit (3 is above it), not cost (7, 8), not tax (12 is excluded even though 1 applies).
    expect(props(PATH)).toEqual(['amount:sum', 'amount:avg', 'profit:sum']);
    // Org 8 under 1: cost applies, tax applies (1) and 8 is not excluded; profit (3) does not.
    expect(props([1, 8])).toEqual(['amount:sum', 'amount:avg', 'cost:sum', 'tax:sum']);
    // No org known: only items without an apply list.
    expect(props([])).toEqual(['amount:sum', 'amount:avg']);
  });

  it('itemVisible and orgIds read ids as numbers, lists or comma texts', () => {
    expect(orgIds('7, 8,x,0')).toEqual([7, 8]);
    expect(orgIds(['3', 4, null])).toEqual([3, 4]);
    expect(itemVisible(undefined, [])).toBe(true);
    expect(itemVisible({ apply_org_id: [], not_apply_org_id: [] }, [5])).toBe(true);
    expect(itemVisible({ not_apply_org_id: '1' }, [1, 5])).toBe(false);
  });

  it('nothing when the option is off, empty, malformed or leaves the user nothing', () => {
    expect(statisticsTip(menu({ ...option, status: 0 }), PATH)).toBeNull();
    expect(statisticsTip(menu({ status: 1, data: [] }), PATH)).toBeNull();
    expect(statisticsTip(menu(null), PATH)).toBeNull();
    expect(statisticsTip(menu('oops'), PATH)).toBeNull();
    expect(statisticsTip(menu({ data: [{ prop: 'cost', label: '成本', permission: { apply_org_id: [7] } }] }), PATH)).toBeNull();
  });

  it('the tip it builds passes the page validator', async () => {
    const tip = statisticsTip(menu(option), PATH, columns)!;
    const problems = await createPageValidator(createBuiltinRegistry()).problems(tip.node);
    expect(problems).toEqual([]);
  });

  it('a bad colour is named by the page validator, not shown', async () => {
    const tip = statisticsTip(menu({ data: [{ prop: 'amount', label: '金额', color: 'url(javascript:x)' }] }), PATH)!;
    const problems = await createPageValidator(createBuiltinRegistry()).problems(tip.node);
    expect(problems.join('\n')).toContain('/items/0/color');
  });
});

describe('cardView and listViews', () => {
  it('card_view true: the first column as title, the other columns as fields, the declarable properties only', () => {
    expect(cardView({ card_view: true, row_key: 'id' }, columns, { selection: true })).toEqual({
      type: 'card-view',
      rowKey: 'id',
      titleProp: 'contract_no',
      selection: true,
      fields: [
        { prop: 'contract_no', label: '合同编号', labelEn: 'Contract no.', copy: true },
        { prop: 'contract_name', label: '合同名称' },
        { prop: 'amount', label: '合同金额', labelEn: 'Amount', valueType: 'money', moneyFormat: 2 },
        { prop: 'profit', label: '毛利', valueType: 'money' },
      ],
    });
  });

  it('card_view object: title_prop, named fields in order (unknown ones skipped), max_fields', () => {
    const card = cardView({ card_view: { title_prop: 'contract_name', fields: ['amount', 'nope', 'contract_no'], max_fields: 2 } }, columns);
    expect(card?.titleProp).toBe('contract_name');
    expect(card?.fields.map((f) => f.prop)).toEqual(['contract_name', 'amount', 'contract_no']);
    expect(card?.maxFields).toBe(2);
  });

  it('no card view without card_view, or when it is off', () => {
    expect(cardView({}, columns)).toBeNull();
    expect(cardView({ card_view: 0 }, columns)).toBeNull();
    expect(cardView({ card_view: { status: 0 } }, columns)).toBeNull();
    expect(cardView({ card_view: true }, [])).toBeNull();
  });

  it('listViews wraps table and cards, opening on cards when configured; the result validates', async () => {
    const config = { card_view: { default_view: 'card' } };
    const table = { type: 'data-table', rowKey: 'id', columns: [{ prop: 'contract_no', label: '合同编号' }] };
    const node = listViews(table, cardView(config, columns)!, config, 'sales-contract');
    expect(node).toMatchObject({ type: 'list-views', defaultView: 'card', pageKey: 'sales-contract', children: [table, { type: 'card-view' }] });
    expect(await createPageValidator(createBuiltinRegistry()).problems(node)).toEqual([]);
  });
});
