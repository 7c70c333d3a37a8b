// The one sandboxed formula evaluator of codecs/formula/ (issue 21, "Formulas"): exact BigNumber arithmetic,
// the parse-tree whitelist, spec 001 §5's all-ones test and cycle check, and the risk-rule conditions on it.
import { describe, expect, it } from 'vitest';
import { compileFormula, formulaCycles, FormulaError, formulaVariables, testFormula, type FormulaErrorCode } from '../../codecs/formula';
import { compileCondition } from '../../server/modules/risk/sandbox';

const VARIABLES = new Set(['a', 'b', 'c', 'price', 'qty', 'remark']);
const VALUES = { a: 1, b: 2, c: 0, price: '19.99', qty: 3, remark: 'x' };
const calc = (text: string, values: Record<string, number | string> = VALUES) => compileFormula(text, { variables: VARIABLES }).evaluate(values);
const holds = (text: string, values: Record<string, number | string> = VALUES) => compileFormula(text, { variables: VARIABLES, functions: 'condition' }).evaluate(values);

/** The FormulaError `run` throws (failing when it throws nothing or something else). */
function errorOf(run: () => unknown): FormulaError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FormulaError);
    return error as FormulaError;
  }
  throw new Error('expected a FormulaError');
}

describe('arithmetic formulas', () => {
  it('are exact decimals, written in plain notation', () => {
    expect(calc('0.1 + 0.2')).toBe('0.3');
    expect(calc('price * qty')).toBe('59.97');
    expect(calc('12345678901234567890.12 + 0.01')).toBe('12345678901234567890.13');
    expect(calc('99999999999999999999 * 10')).toBe('999999999999999999990');
    expect(calc('0.00001 * 1')).toBe('0.00001');
    expect(calc('1e21 + 1')).toBe('1000000000000000000001');
    expect(calc('-(a - a)')).toBe('0');
    expect(calc('(a + b) * -b ^ 2')).toBe('-12');
    expect(calc('qty > 2 ? price : 0')).toBe('19.99');
  });

  it('round is half away from zero like rules/arithmetic.ts; abs, min, max, floor and ceil', () => {
    expect(calc('round(1.005 * 1, 2)')).toBe('1.01');
    expect(calc('round(-2.5)')).toBe('-3');
    expect(calc('round(2 / 3, 4)')).toBe('0.6667');
    expect(calc('abs(c - b)')).toBe('2');
    expect(calc('min(a, b, -3)')).toBe('-3');
    expect(calc('max(a, b, price)')).toBe('19.99');
    expect(calc('floor(-1.5) + ceil(1.2)')).toBe('0');
  });

  it('reads numeric text and numbers, and names a value that is not a number', () => {
    expect(calc('a + b', { a: ' 1.50 ', b: 2 })).toBe('3.5');
    for (const bad of ['', 'abc', '1,000', 'Infinity']) expect(errorOf(() => calc('a + 1', { a: bad }))).toMatchObject({ code: 'not-a-number', token: 'a' });
    expect(errorOf(() => calc('a + 1', { a: Number.NaN })).code).toBe('not-a-number');
    expect(errorOf(() => calc('a + b', { a: 1 }))).toMatchObject({ code: 'missing-value', token: 'b' });
  });

  it('division by zero and results out of range are errors, never Infinity or NaN', () => {
    const codes: [string, FormulaErrorCode][] = [
      ['a / c', 'division-by-zero'],
      ['a / (b - 2)', 'division-by-zero'],
      ['c ^ -1', 'division-by-zero'],
      ['9^9^9', 'exponent-too-large'],
      ['b ^ 101', 'exponent-too-large'],
      ['(10 ^ 60) * (10 ^ 60)', 'out-of-range'],
      ['(-8) ^ (1 / 3)', 'out-of-range'],
      ['round(a, -1)', 'bad-decimals'],
    ];
    for (const [text, code] of codes) expect(errorOf(() => calc(text)).code, text).toBe(code);
    expect(calc('c == 0 ? 0 : a / c')).toBe('0');
  });
});

describe('the whitelist refuses, when compiled', () => {
  it.each<[string, FormulaErrorCode, string]>([
    ['a.constructor', 'node-not-allowed', 'AccessorNode'],
    ['a["x"]', 'node-not-allowed', 'AccessorNode'],
    ['x = 1', 'node-not-allowed', 'AssignmentNode'],
    ['a = 1; a', 'node-not-allowed', 'BlockNode'],
    ['f(x) = x', 'node-not-allowed', 'FunctionAssignmentNode'],
    ['[1, 2]', 'node-not-allowed', 'ArrayNode'],
    ['{a: 1}', 'node-not-allowed', 'ObjectNode'],
    ['1:3', 'node-not-allowed', 'RangeNode'],
    ['import({}, {})', 'function-not-allowed', 'import'],
    ['evaluate("1")', 'function-not-allowed', 'evaluate'],
    ['parse("1")', 'function-not-allowed', 'parse'],
    ['compile("1")', 'function-not-allowed', 'compile'],
    ['sin(a)', 'function-not-allowed', 'sin'],
    ['a(1)', 'function-not-allowed', 'a'],
    ['isEmpty(remark) ? 0 : 1', 'function-not-allowed', 'isEmpty'],
    ['round(a, 2, 3)', 'wrong-arguments', 'round'],
    ['"text"', 'text-not-allowed', '"text"'],
    ['5 cm', 'unknown-variable', 'cm'],
    ['a + d', 'unknown-variable', 'd'],
    ['pi * a', 'unknown-variable', 'pi'],
    ['a mod b', 'operator-not-allowed', 'mod'],
    ['a!', 'operator-not-allowed', '!'],
    ['5%', 'operator-not-allowed', '%'],
    ['a & b', 'operator-not-allowed', '&'],
    ['a > b', 'condition-not-allowed', '>'],
    ['true', 'condition-not-allowed', 'true'],
    ['NaN', 'constant-not-allowed', 'NaN'],
    ['null', 'constant-not-allowed', 'null'],
    ['1e500', 'out-of-range', ''],
    ['a +', 'syntax', ''],
    ['', 'empty', ''],
    ['   ', 'empty', ''],
  ])('%s (%s)', (text, code, token) => {
    const error = errorOf(() => compileFormula(text, { variables: VARIABLES }));
    expect(error.code).toBe(code);
    if (token) expect(error.token).toBe(token);
  });

  it('tells where the offending name or operator is', () => {
    expect(errorOf(() => compileFormula('a + b * d', { variables: VARIABLES }))).toMatchObject({ message: 'unknown name d', position: 8 });
    expect(errorOf(() => compileFormula('abs(a) + sin(b)', { variables: VARIABLES }))).toMatchObject({ message: 'function sin is not allowed', position: 9 });
    expect(errorOf(() => compileFormula('a + a.b', { variables: VARIABLES }))).toMatchObject({ message: 'AccessorNode is not allowed', position: 4 });
    expect(errorOf(() => compileFormula('a + (b', { variables: VARIABLES })).code).toBe('syntax');
  });

  it('a formula over 1000 characters, or nested too deep', () => {
    const long = `a${' + a'.repeat(250)}`;
    expect(long.length).toBe(1001);
    expect(errorOf(() => compileFormula(long, { variables: VARIABLES })).code).toBe('too-long');
    expect(compileFormula(long.slice(0, 997), { variables: VARIABLES }).evaluate(VALUES)).toBe('250');
    expect(errorOf(() => compileFormula(`${'('.repeat(65)}a${')'.repeat(65)}`, { variables: VARIABLES })).code).toBe('too-deep');
  });
});

describe('the variables a formula reads', () => {
  it('come in order of first use, function names aside', () => {
    expect(compileFormula('b * round(a, 2) + b', { variables: VARIABLES }).variables).toEqual(['b', 'a']);
    expect(formulaVariables('x * round(y, 2) + max(x, z)')).toEqual(['x', 'y', 'z']);
    expect(errorOf(() => formulaVariables('x.constructor')).code).toBe('node-not-allowed');
  });
});

describe('reference cycles between formulas', () => {
  it('finds a → b → a, a self-reference and a longer cycle, in the order given', () => {
    expect(formulaCycles({ a: 'b + 1', b: 'a * 2', c: 'x' })).toEqual(['a', 'b']);
    expect(formulaCycles({ total: 'total + 1', other: 'x' })).toEqual(['total']);
    expect(formulaCycles({ p: 'q', q: 'r', r: 's', s: 'p + 1', t: 'p' })).toEqual(['p', 'q', 'r', 's']);
  });

  it('gives no false positive for a diamond, a chain or a formula that does not parse', () => {
    expect(formulaCycles({ top: 'left + right', left: 'bottom', right: 'bottom * 2', bottom: 'x' })).toEqual([]);
    expect(formulaCycles({ a: 'b', b: 'c', c: '1' })).toEqual([]);
    expect(formulaCycles({ a: 'b +', b: 'a' })).toEqual([]);
  });
});

describe("testFormula, spec 001 §5's check with every variable set to 1", () => {
  it('passes a formula that evaluates and gives the error of one that does not', () => {
    expect(testFormula('a * b + c', ['a', 'b', 'c'])).toEqual({ ok: true, value: '2' });
    const divides = testFormula('a / (b - c)', ['a', 'b', 'c']);
    expect(divides.ok).toBe(false);
    expect(!divides.ok && divides.error.code).toBe('division-by-zero');
    const unknown = testFormula('a * d', ['a']);
    expect(!unknown.ok && unknown.error.code).toBe('unknown-variable');
    const refused = testFormula('a.constructor', ['a']);
    expect(!refused.ok && refused.error.code).toBe('node-not-allowed');
  });
});

describe('conditions (the risk rules)', () => {
  it('compare numbers exactly and give booleans', () => {
    expect(holds('0.1 + 0.2 == 0.3')).toBe(true);
    expect(holds('0.30000001 == 0.1 + 0.2')).toBe(false);
    expect(holds('1 < a < b')).toBe(false);
    expect(holds('1 <= a < b')).toBe(true);
    expect(holds('c != 0 and a / c > 1')).toBe(false);
    expect(holds('c == 0 or a / c > 1')).toBe(true);
    expect(holds('not (a == 1)')).toBe(false);
    expect(holds('isEmpty(remark)', { ...VALUES, remark: '  ' })).toBe(true);
    expect(holds('equalText(remark, "x") and price == 19.99')).toBe(true);
    expect(holds('b')).toBe(true);
    expect(holds('c')).toBe(false);
  });

  it('text is compared as text only through equalText, and is no answer', () => {
    expect(errorOf(() => holds('remark == "abc"'))).toMatchObject({ code: 'not-a-number', token: 'remark' });
    expect(errorOf(() => holds('"text"')).code).toBe('not-a-boolean');
  });

  it('the risk sandbox keeps its API and messages on the shared evaluator', () => {
    const fields = new Set(['amount', 'remark']);
    const condition = compileCondition('amount > 10000000 and isEmpty(remark)', fields);
    expect(condition({ amount: 20_000_000, remark: '' })).toBe(true);
    expect(condition({ amount: 10_000_000, remark: '' })).toBe(false);
    expect(compileCondition('amount * 3 == 0.3', fields)({ amount: 0.1, remark: '' })).toBe(true);
    expect(() => compileCondition('amount.constructor("return process")', fields)).toThrow('function AccessorNode is not allowed');
    expect(() => compileCondition('amount to cm', fields)).toThrow('unknown name cm');
    expect(() => compileCondition('amount mod 2 == 0', fields)).toThrow('operator mod is not allowed');
    expect(() => compileCondition(`amount > ${'1'.repeat(1000)}`, fields)).toThrow('condition longer than 1000');
  });
});
