import { describe, expect, it } from 'vitest';
import { checkSplit, compileFormula, computeSplit, FRACTIONAL_POWER_COST, splitCost, splitProblemText, ROW_FORMULA_BUDGET } from '../../codecs/formula';

// Issue 40, point 4: the work of a formula is known before it runs, and a split past its budget is never run.
const cost = (text: string) => compileFormula(text, { variables: new Set(['a', 'b']) }).cost;

describe('the cost of a formula', () => {
  it('counts one for each node, squarings for a whole power, and a fractional or variable power as the expensive kind', () => {
    expect(cost('a')).toBe(1);
    expect(cost('a + b * 2')).toBe(5);
    expect(cost('a ^ 2')).toBe(1 + 1 + 3);
    expect(cost('a ^ 99')).toBeLessThan(15);
    expect(cost('a ^ 0.5')).toBe(FRACTIONAL_POWER_COST + 2);
    expect(cost('a ^ b')).toBe(FRACTIONAL_POWER_COST + 2);
  });
  it('counts every branch of a condition, as the worst case', () => {
    expect(cost('a > 0 ? a ^ 0.5 : b')).toBeGreaterThan(FRACTIONAL_POWER_COST);
  });
});

describe('a split past its budget', () => {
  const heavy = Array.from({ length: 3 }, (_, i) => ({ key: `s${i}`, label: `子项${i}`, formula: 'price ^ 1.5 + quantity ^ 2.5' }));
  it('is refused by the dialog, with the cost and the limit', () => {
    expect(splitCost(heavy)).toBeGreaterThan(ROW_FORMULA_BUDGET);
    const problems = checkSplit(heavy, ['price', 'quantity']);
    const costly = problems.find((p) => p.code === 'tooCostly');
    expect(costly).toBeDefined();
    expect(splitProblemText(costly!, 'zh')).toContain(`每行最多 ${ROW_FORMULA_BUDGET}`);
    expect(splitProblemText(costly!, 'en')).toContain(`at most ${ROW_FORMULA_BUDGET} a row`);
  });
  it('is shown broken in a grid and never evaluated: every formula sub-item 0 and flagged, typed ones kept', () => {
    const items = [...heavy, { key: 'freight', label: '运费' }];
    const result = computeSplit(items, { price: 2, quantity: 3, freight: 7 });
    expect(result.failed).toEqual(['s0', 's1', 's2']);
    expect(result.values).toEqual({ s0: 0, s1: 0, s2: 0, freight: 7 });
  });
  it('one inside the budget is computed as before', () => {
    const light = [{ key: 's0', label: 'a', formula: 'price ^ 1.5' }, { key: 's1', label: 'b', formula: 'price - s0', isSummary: true }];
    expect(checkSplit(light, ['price']).map((p) => p.code)).toEqual([]);
    expect(computeSplit(light, { price: 4 }).values).toEqual({ s0: 8, s1: -4 });
  });
});
