import { describe, expect, it } from 'vitest';
import { checkSplit, columnRemovalProblem, computeSplit, itemRemovalProblem, splitProblemText, type SplitItem } from '../../codecs/formula';

/** A unit price split into its price without tax and its tax (the contract's tax split). */
const TAX_SPLIT: SplitItem[] = [
  { key: 'net_price', label: '不含税单价', formula: 'price / (1 + tax_rate)', isSummary: true },
  { key: 'tax', label: '税额', formula: 'price - net_price', isSummary: true },
];

describe('price split rules (spec 001 §5 split dialog)', () => {
  it('至少需要新增两个字段', () => {
    expect(checkSplit([TAX_SPLIT[0]], ['price', 'tax_rate'])).toEqual([{ code: 'tooFew' }]);
    expect(splitProblemText({ code: 'tooFew' }, 'zh')).toBe('至少需要新增两个字段');
    expect(checkSplit(TAX_SPLIT, ['price', 'tax_rate'])).toEqual([]);
  });

  it('each formula is tried with every variable 1: the failing rows are named, joined by 、', () => {
    const items: SplitItem[] = [
      { key: 'a', label: 'A', formula: 'price / (tax_rate - 1)' },
      { key: 'b', label: 'B', formula: 'price * 2' },
      { key: 'c', label: 'C', formula: 'unknown_column + 1' },
      { key: 'd', label: 'D', formula: 'price.constructor' },
    ];
    const problems = checkSplit(items, ['price', 'tax_rate']);
    expect(problems).toEqual([{ code: 'badFormula', rows: [1, 3, 4] }]);
    expect(splitProblemText(problems[0], 'zh')).toBe('第1、3、4行公式配置有误，请检查');
    expect(splitProblemText(problems[0], 'en')).toBe('The formula of row 1, 3, 4 is wrong, please check it');
  });

  it('formulas referring to each other (or to themselves) are a cycle: 第N行公式存在循环引用，请检查', () => {
    const items: SplitItem[] = [
      { key: 'a', label: 'A', formula: 'b + 1' },
      { key: 'b', label: 'B', formula: 'a + 1' },
      { key: 'c', label: 'C', formula: 'price' },
      { key: 'd', label: 'D', formula: 'd * 2' },
    ];
    const cyclic = checkSplit(items, ['price']).find((p) => p.code === 'cyclic')!;
    expect(cyclic).toEqual({ code: 'cyclic', rows: [1, 2, 4] });
    expect(splitProblemText(cyclic, 'zh')).toBe('第1、2、4行公式存在循环引用，请检查');
  });

  it('a column summed from its sub-items is a cycle when a sub-item reads it back, directly or through a formula column', () => {
    const unsummed = TAX_SPLIT.map((item) => ({ ...item, isSummary: false }));
    const firstSummed = unsummed.map((item, i) => (i === 0 ? { ...item, isSummary: true } : item));
    // Without the column's sum the tax split reads the price as any variable; summed, the price would be typed and
    // computed from itself (the grid makes a summed column read-only).
    expect(checkSplit(unsummed, ['price', 'tax_rate'], { column: 'price' })).toEqual([]);
    expect(checkSplit(firstSummed, ['price', 'tax_rate'], { column: 'price' })).toEqual([{ code: 'cyclic', rows: [1] }]);
    expect(checkSplit(TAX_SPLIT, ['price', 'tax_rate'], { column: 'price' })).toEqual([{ code: 'cyclic', rows: [1, 2] }]);
    const typed = [
      { key: 'goods', label: '货款', isSummary: true },
      { key: 'share', label: '占比', formula: 'amount / 100', isSummary: true },
    ];
    expect(checkSplit(typed, ['price', 'amount', 'quantity'], { column: 'price' })).toEqual([]);
    expect(checkSplit(typed, ['price', 'amount', 'quantity'], { column: 'price', formulas: { amount: 'quantity * price' } })).toEqual([{ code: 'cyclic', rows: [2] }]);
  });

  it('a sub-item read by another formula cannot be removed; nor a column whose fixed sub-item a formula reads', () => {
    expect(itemRemovalProblem(TAX_SPLIT, 0, 'zh')).toBe('当前列被公式引入中，不允许删除');
    expect(itemRemovalProblem(TAX_SPLIT, 1, 'zh')).toBeNull();
    const column = { prop: 'price', split: [{ key: 'freight', label: '运费', fixed: true }, { key: 'goods', label: '货款' }] };
    expect(columnRemovalProblem(column, ['freight * 2'], 'zh')).toBe('当前列的固定子项 运费 被公式引入中，不允许删除');
    expect(columnRemovalProblem(column, ['price * quantity'], 'zh')).toBe('当前列被公式引入中，不允许删除');
    expect(columnRemovalProblem(column, ['goods + 1', 'quantity * 2'], 'zh')).toBeNull();
  });

  it('values: each formula in dependency order, 3 decimals (4 for a percent one), the summary to the parent decimals or 2', () => {
    const result = computeSplit(TAX_SPLIT, { price: 113, tax_rate: 0.13 });
    expect(result.values).toEqual({ net_price: 100, tax: 13 });
    expect(result.summary).toBe(113);
    const odd = computeSplit(
      [
        { key: 'tax', label: '税额', formula: 'price - net_price', isSummary: true },
        { key: 'net_price', label: '不含税单价', formula: 'price / (1 + tax_rate)', isSummary: true },
        { key: 'ratio', label: '税占比', formula: 'tax / price', isPercent: true },
      ],
      { price: 100, tax_rate: 0.13 },
      3,
    );
    // 100 / 1.13 = 88.4955... → 88.496; 100 - 88.496 = 11.504; 11.504 / 100 = 0.11504 → 0.115 (4 decimals: 0.1150)
    expect(odd.values).toEqual({ tax: 11.504, net_price: 88.496, ratio: 0.115 });
    expect(odd.summary).toBe(100);
    expect(odd.failed).toEqual([]);
  });

  it('a formula that fails gives 0 and is flagged: a missing value, a division by zero, a cycle', () => {
    const result = computeSplit(
      [
        { key: 'a', label: 'A', formula: 'price / discount' },
        { key: 'b', label: 'B', formula: 'missing * 2' },
        { key: 'c', label: 'C', formula: 'd + 1' },
        { key: 'd', label: 'D', formula: 'c + 1' },
        { key: 'e', label: 'E', formula: 'price * 2', isSummary: true },
      ],
      { price: 10, discount: 0 },
    );
    expect(result.values).toEqual({ a: 0, b: 0, c: 0, d: 0, e: 20 });
    expect(result.failed.sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(result.summary).toBe(20);
  });
});
