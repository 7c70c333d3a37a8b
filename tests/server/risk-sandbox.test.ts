import { describe, expect, it } from 'vitest';
import { ConfirmSigner, canonicalJson } from '../../server/modules/risk/confirm';
import { compileCondition } from '../../server/modules/risk/sandbox';

const FIELDS = new Set(['amount', 'remark', 'status', 'a']);
const record = { amount: 20_000_000, remark: '', status: 3, a: 1 };
const run = (condition: string) => compileCondition(condition, FIELDS)(record);

describe('the condition sandbox', () => {
  it('evaluates fields, literals, operators and the whitelisted helpers', () => {
    expect(run('amount > 10000000')).toBe(true);
    expect(run('amount > 100000000')).toBe(false);
    expect(run('status == 3 and isEmpty(remark)')).toBe(true);
    expect(run('equalText(remark, "x") or not (a == 1)')).toBe(false);
    expect(run('max(amount, 5) >= 20000000 ? 1 : 0')).toBe(true);
    expect(run('1 < a < 2')).toBe(false);
  });

  it('round is half away from zero on the decimal value, like the money format', () => {
    expect(run('round(1.005, 2) == 1.01')).toBe(true);
    expect(run('round(-2.5) == -3')).toBe(true);
    expect(run('round(amount / 3, 2) == 6666666.67')).toBe(true);
  });

  it.each([
    ['import({}, {})', /function import is not allowed/],
    ['evaluate("1")', /function evaluate is not allowed/],
    ['parse("1")', /function parse is not allowed/],
    ['createUnit("foo")', /function createUnit is not allowed/],
    ['simplify("x")', /function simplify is not allowed/],
    ['a.constructor', /AccessorNode is not allowed/],
    ['a["constructor"]', /AccessorNode is not allowed/],
    ['amount.constructor("return process")', /function AccessorNode is not allowed/],
    ['f(x) = x', /FunctionAssignmentNode is not allowed/],
    ['a = 5', /AssignmentNode is not allowed/],
    ['a = 1; a', /BlockNode is not allowed/],
    ['[1, 2]', /ArrayNode is not allowed/],
    ['{ b: 1 }', /ObjectNode is not allowed/],
    ['5 cm > 1', /unknown name cm/],
    ['pi > 3', /unknown name pi/],
    ['process', /unknown name process/],
    ['amount to cm', /unknown name cm/],
  ])('refuses %s', (condition, reason) => {
    expect(() => compileCondition(condition, FIELDS)).toThrow(reason);
  });

  it('refuses a condition that is not a boolean or number, and one over 1000 characters', () => {
    expect(() => run('"text"')).toThrow(/not a boolean/);
    expect(() => compileCondition(`${'a + '.repeat(300)}a > 0`, FIELDS)).toThrow(/longer than 1000/);
  });
});

describe('the confirmation token', () => {
  const subject = { sessionId: 's1', target: 'contract/sales_contract/add', payload: { amount: 2, b: [1, { c: 1, a: 2 }] }, codes: ['W1', 'W2'] };

  it('holds for the same session, write, payload (in any key order) and codes, until it expires', () => {
    const signer = new ConfirmSigner('test-key');
    const token = signer.sign(subject, 1_000_000);
    expect(signer.verify(token, { ...subject, payload: { b: [1, { a: 2, c: 1 }], amount: 2 }, codes: ['W2', 'W1'] }, 1_000_000)).toBe(true);
    expect(signer.verify(token, subject, 1_000_000 + 31 * 60_000)).toBe(false);
    expect(signer.verify(token, { ...subject, sessionId: 's2' }, 1_000_000)).toBe(false);
    expect(signer.verify(token, { ...subject, target: 'contract/sales_contract/update#1' }, 1_000_000)).toBe(false);
    expect(signer.verify(token, { ...subject, payload: { ...subject.payload, amount: 3 } }, 1_000_000)).toBe(false);
    expect(signer.verify(token, { ...subject, codes: ['W1'] }, 1_000_000)).toBe(false);
    expect(new ConfirmSigner('another-key').verify(token, subject, 1_000_000)).toBe(false);
    expect(signer.verify(undefined, subject, 1_000_000)).toBe(false);
  });

  it('canonical JSON sorts keys at every level and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: null }], c: undefined } })).toBe('{"a":{"d":[2,{"x":null,"y":1}]},"b":1}');
  });
});
