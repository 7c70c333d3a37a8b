import type { Expr } from './tree';

/**
 * The work a formula asks for, in units of about one basic operation (issue 40: one update with 29 split
 * sub-items of ~980 characters and 100 lines held a core for 33 s). Counted from the checked tree before
 * anything runs: every node costs 1; `^` with a whole literal exponent costs its squarings; any other `^`
 * (a fractional or variable exponent) runs decimal.js's ln and exp at 64 digits, measured at about 1000
 * basic operations.
 */
export const FRACTIONAL_POWER_COST = 1000;

/**
 * The most formula work one request may ask for: every line formula and split sub-item, times the rows they
 * run on. About 70 ms of one core, computed in time slices (server/http/time-slices.ts) so other callers are
 * not held; 1,000 lines of the contract's own formulas and a split of a few sub-items fit.
 */
export const REQUEST_FORMULA_BUDGET = 50_000;

/**
 * The most the formulas run for one row may cost: a price split's sub-items (the dialog refuses more; such a
 * split still fits the request's budget for 10 lines), a risk rule's condition, a step program's condition.
 */
export const ROW_FORMULA_BUDGET = REQUEST_FORMULA_BUDGET / 10;

function powerCost(exponent: Expr): number {
  if (exponent.kind === 'number' && exponent.value.isInteger()) return 1 + Math.ceil(Math.log2(exponent.value.abs().toNumber() + 1));
  if (exponent.kind === 'unary' && exponent.op === 'negate' && exponent.arg.kind === 'number' && exponent.arg.value.isInteger()) return 2 + powerCost(exponent.arg);
  return FRACTIONAL_POWER_COST;
}

/** The cost of one evaluation of `expr`: every branch counted, as the worst case. */
export function exprCost(expr: Expr): number {
  switch (expr.kind) {
    case 'number':
    case 'text':
    case 'boolean':
    case 'variable':
      return 1;
    case 'unary':
      return 1 + exprCost(expr.arg);
    case 'arithmetic':
      return (expr.op === 'pow' ? powerCost(expr.right) : 1) + exprCost(expr.left) + exprCost(expr.right);
    case 'logical':
      return 1 + exprCost(expr.left) + exprCost(expr.right);
    case 'compare':
      return expr.args.reduce((total, arg) => total + exprCost(arg), expr.ops.length);
    case 'if':
      return 1 + exprCost(expr.test) + exprCost(expr.then) + exprCost(expr.otherwise);
    case 'call':
      return expr.args.reduce((total, arg) => total + exprCost(arg), 1);
  }
}
