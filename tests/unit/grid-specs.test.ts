import { describe, expect, it } from 'vitest';
import { cellRules, ruleProblem } from '../../renderers/editable-table/cell-rules';
import { missingSpecParts, specText, specValues } from '../../renderers/editable-table/specs';

const PARTS = [{ name: '厚', unit: 'mm' }, { name: '宽', unit: 'mm' }, { name: '长', unit: 'mm' }];

describe('spec cells', () => {
  it('read a stored text into its parts: missing parts empty, extra pieces kept in the last part', () => {
    expect(specValues('3.0*1500*6000', 3)).toEqual(['3.0', '1500', '6000']);
    expect(specValues('3.0*1500', 3)).toEqual(['3.0', '1500', '']);
    expect(specValues('3*1500*6000*C', 3)).toEqual(['3', '1500', '6000*C']);
    expect(specValues(null, 2)).toEqual(['', '']);
    expect(specValues('10x20', 2, 'x')).toEqual(['10', '20']);
  });

  it('store the parts joined, a separator typed inside a part dropped, nothing when all are empty', () => {
    expect(specText(['3.0', '1500', '6000'])).toBe('3.0*1500*6000');
    expect(specText([' 3 ', '15*00', ''])).toBe('3*1500*');
    expect(specText(['', ' ', ''])).toBeNull();
  });

  it('name the parts left empty', () => {
    expect(missingSpecParts('3.0*1500*', PARTS).map((p) => p.name)).toEqual(['长']);
    expect(missingSpecParts('3.0*1500*6000', PARTS)).toEqual([]);
  });
});

describe('cell rules', () => {
  it('check a pattern on the whole text and bounds exactly, with their own or the default messages', () => {
    const code = cellRules({ prop: 'code', label: '编码', rules: [{ pattern: '[A-Z]{2}\\d{2}' }] }, 'zh');
    expect(ruleProblem(code, 'AB12')).toBeNull();
    expect(ruleProblem(code, 'xAB12')).toBe('格式不正确');
    const range = cellRules({ prop: 'n', label: 'n', rules: [{ min: 0.1, max: 9.99, message: '范围 0.1-9.99' }] }, 'zh');
    expect(ruleProblem(range, 10)).toBe('范围 0.1-9.99');
    const bounds = cellRules({ prop: 'n', label: 'n', rules: [{ min: 0.1 }, { max: 9.99 }] }, 'en');
    expect(ruleProblem(bounds, '0.1')).toBeNull();
    expect(ruleProblem(bounds, 0.09999)).toBe('Must be at least 0.1');
    expect(ruleProblem(bounds, '9.991')).toBe('Must be at most 9.99');
    // A pattern that does not compile blocks nothing (the configuration check reports it).
    expect(ruleProblem(cellRules({ prop: 'x', label: 'x', rules: [{ pattern: '(' }] }, 'zh'), 'anything')).toBeNull();
  });
});
