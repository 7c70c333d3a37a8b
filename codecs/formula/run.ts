import { FormulaError } from './errors';
import { Decimal, type BigNumber } from './math';
import { checkRange, decimalText, MAX_EXPONENT, toDecimal } from './numbers';
import type { CompareOp, Expr } from './tree';

/** What a formula reads: each variable's value, a number or text (text holding a number counts as one). */
export type FormulaValues = Readonly<Record<string, number | string>>;

type Value = BigNumber | string | boolean;

/** The most places round(x, n) takes, as rules/arithmetic.ts's round. */
const MAX_ROUND_DECIMALS = 100;

/**
 * Runs a checked tree (./check.ts) on `values`: exact BigNumber arithmetic, every intermediate result kept
 * within ./numbers.ts's bounds, `a ? b : c`, `and` and `or` evaluating only what they need (so
 * `b == 0 ? 0 : a / b` never divides by zero). Failures are FormulaErrors, never Infinity or NaN.
 */
export function run(expr: Expr, values: FormulaValues): Value {
  switch (expr.kind) {
    case 'number':
    case 'text':
    case 'boolean':
      return expr.value;
    case 'variable':
      return lookup(expr.name, values);
    case 'unary':
      if (expr.op === 'not') return !truth(expr.arg, values);
      return expr.op === 'negate' ? number(expr.arg, values).neg() : number(expr.arg, values);
    case 'arithmetic':
      return arithmetic(expr.op, number(expr.left, values), number(expr.right, values));
    case 'logical': {
      const left = truth(expr.left, values);
      if (expr.op === 'and' ? !left : left) return left;
      return truth(expr.right, values);
    }
    case 'compare':
      return compareChain(expr.ops, expr.args, values);
    case 'if':
      return run(truth(expr.test, values) ? expr.then : expr.otherwise, values);
    case 'call':
      return call(expr, values);
  }
}

function lookup(name: string, values: FormulaValues): string | BigNumber {
  if (!Object.hasOwn(values, name)) throw new FormulaError('missing-value', `no value for ${name}`, name);
  const value = values[name];
  return typeof value === 'number' ? toDecimal(value, name) : value;
}

/** The expression's value as a number; a variable is named when its text is not a number. */
export function number(expr: Expr, values: FormulaValues): BigNumber {
  return numeric(run(expr, values), expr);
}

/** The expression as a condition: a boolean, or a number other than zero. */
export function truth(expr: Expr, values: FormulaValues): boolean {
  const value = run(expr, values);
  return typeof value === 'boolean' ? value : !numeric(value, expr).isZero();
}

function numeric(value: Value, expr: Expr): BigNumber {
  if (typeof value === 'boolean') return new Decimal(value ? 1 : 0);
  if (typeof value === 'string') return toDecimal(value, expr.kind === 'variable' ? expr.name : `text ${JSON.stringify(value.slice(0, 40))}`);
  return value;
}

function arithmetic(op: Extract<Expr, { kind: 'arithmetic' }>['op'], left: BigNumber, right: BigNumber): BigNumber {
  switch (op) {
    case 'add':
      return checkRange(left.plus(right));
    case 'subtract':
      return checkRange(left.minus(right));
    case 'multiply':
      return checkRange(left.times(right));
    case 'divide':
      if (right.isZero()) throw new FormulaError('division-by-zero', 'division by zero', '/');
      return checkRange(left.div(right));
    case 'pow':
      if (right.abs().gt(MAX_EXPONENT)) throw new FormulaError('exponent-too-large', `an exponent beyond ±${MAX_EXPONENT} (${right.toString()})`, '^');
      if (left.isZero() && right.isNegative()) throw new FormulaError('division-by-zero', 'zero to a negative power divides by zero', '^');
      // A negative base to a fractional power has no real value: decimal.js answers NaN, checkRange refuses it.
      return checkRange(left.pow(right));
  }
}

const COMPARE: Readonly<Record<CompareOp, (a: BigNumber, b: BigNumber) => boolean>> = {
  // Exact: no tolerance as mathjs's equal has, so 0.1 + 0.2 == 0.3 holds and 0.30000001 == 0.3 does not.
  equal: (a, b) => a.eq(b),
  unequal: (a, b) => !a.eq(b),
  smaller: (a, b) => a.lt(b),
  smallerEq: (a, b) => a.lte(b),
  larger: (a, b) => a.gt(b),
  largerEq: (a, b) => a.gte(b),
};

function compareChain(ops: readonly CompareOp[], args: readonly Expr[], values: FormulaValues): boolean {
  let left = number(args[0], values);
  for (let i = 0; i < ops.length; i++) {
    const right = number(args[i + 1], values);
    if (!COMPARE[ops[i]](left, right)) return false;
    left = right;
  }
  return true;
}

function call(expr: Extract<Expr, { kind: 'call' }>, values: FormulaValues): Value {
  const { args } = expr;
  switch (expr.fn) {
    case 'abs':
      return number(args[0], values).abs();
    case 'floor':
      return number(args[0], values).floor();
    case 'ceil':
      return number(args[0], values).ceil();
    case 'min':
    case 'max': {
      const numbers = args.map((arg) => number(arg, values));
      return numbers.reduce((best, n) => ((expr.fn === 'min' ? n.lt(best) : n.gt(best)) ? n : best));
    }
    case 'round': {
      const places = args.length > 1 ? number(args[1], values) : new Decimal(0);
      if (!places.isInteger() || places.isNegative() || places.gt(MAX_ROUND_DECIMALS)) {
        throw new FormulaError('bad-decimals', `round takes 0 to ${MAX_ROUND_DECIMALS} whole decimal places, not ${decimalText(places)}`, 'round');
      }
      // Half away from zero, as rules/arithmetic.ts's round: round(1.005, 2) is 1.01, round(-2.5) is -3.
      return number(args[0], values).toDecimalPlaces(places.toNumber(), Decimal.ROUND_HALF_UP);
    }
    case 'isEmpty': {
      const value = run(args[0], values);
      return typeof value === 'string' && value.trim() === '';
    }
    case 'equalText':
      return text(run(args[0], values)) === text(run(args[1], values));
  }
}

function text(value: Value): string {
  return typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : decimalText(value);
}
