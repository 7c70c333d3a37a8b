import { describe, expect, it } from 'vitest';
import { buttonState, expressionHolds } from '../../renderers/core/list-shared/button-rules';
import type { ToolbarButtonSchema } from '../../schemas/generated/toolbar';

const t = (key: string, params?: Record<string, unknown>) => (key === 'listbar.rules.reason' ? `不可操作原因：${String(params?.reason)}` : key);
const button = (rules: Partial<ToolbarButtonSchema>): ToolbarButtonSchema => ({ flag: 'edit', name: '编辑', btn_func: 'currentpage', position: 'solo', ...rules }) as ToolbarButtonSchema;

describe('button judge rules as expressions (issue 23: the risk rules’ language, the shared evaluator)', () => {
  it('an expression over the row’s fields hides or disables, with its reason', () => {
    const hide = button({ hideWhen: { expression: 'status == 4 or amount > 1000000' } });
    expect(buttonState(hide, [{ status: 4, amount: 1 }], 'zh', t).hidden).toBe(true);
    expect(buttonState(hide, [{ status: 1, amount: 2_000_000 }], 'zh', t).hidden).toBe(true);
    expect(buttonState(hide, [{ status: 1, amount: 10 }], 'zh', t).hidden).toBe(false);
    const disable = button({ disableWhen: { expression: 'approval_status != 0 and amount >= 500000', reason: '审批中的大额单据不能编辑', reasonEn: 'In approval' } });
    expect(buttonState(disable, [{ approval_status: 1, amount: '800000.00' }], 'zh', t)).toEqual({ hidden: false, disabledReason: '不可操作原因：审批中的大额单据不能编辑' });
    expect(buttonState(disable, [{ approval_status: 0, amount: 800_000 }], 'zh', t).disabledReason).toBeNull();
  });

  it('compares numbers exactly (decimal), amounts given as text too', () => {
    expect(expressionHolds('amount == 0.3', { amount: '0.1' })).toBe(false);
    expect(expressionHolds('a + b == 0.3', { a: 0.1, b: 0.2 })).toBe(true);
    expect(expressionHolds('amount > 1000 ? status == 2 : true', { amount: '1000.01', status: 2 })).toBe(true);
  });

  it('never hides by failing: broken text, an empty value or text compared as a number match nothing', () => {
    expect(expressionHolds('amount >', { amount: 1 })).toBe(false);
    expect(expressionHolds('constructor.constructor("return process")()', { amount: 1 })).toBe(false);
    expect(expressionHolds('amount > 1', { amount: null })).toBe(false);
    expect(expressionHolds('amount > 1', {})).toBe(false);
    expect(expressionHolds('amount > 1', { amount: 'abc' })).toBe(false);
    expect(expressionHolds("goods_name == '螺纹钢'", { goods_name: '螺纹钢' })).toBe(false);
    expect(buttonState(button({ hideWhen: { expression: 'amount >' } }), [{ amount: 5 }], 'zh', t).hidden).toBe(false);
  });

  it('reads an empty value as a program of steps does: isEmpty holds on it, a comparison does not', () => {
    expect(expressionHolds('isEmpty(remark)', { remark: null })).toBe(true);
    expect(expressionHolds('isEmpty(remark)', {})).toBe(true);
    expect(expressionHolds('isEmpty(remark)', { remark: '加急' })).toBe(false);
    expect(expressionHolds('amount == 0', { amount: null })).toBe(false);
  });
});
