import type { BigNumber } from './math';

/**
 * The checked formula: the only constructs a formula may hold, built from mathjs's parse tree by ./check.ts
 * and run by ./run.ts. Nothing of mathjs's own node classes (and their compile) survives into it.
 */
export type Expr =
  | { kind: 'number'; value: BigNumber }
  | { kind: 'text'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'variable'; name: string }
  | { kind: 'unary'; op: 'negate' | 'plus' | 'not'; arg: Expr }
  | { kind: 'arithmetic'; op: ArithmeticOp; left: Expr; right: Expr }
  | { kind: 'logical'; op: 'and' | 'or'; left: Expr; right: Expr }
  /** `a < b <= c` is (a < b) and (b <= c), as mathjs reads a chain. */
  | { kind: 'compare'; ops: readonly CompareOp[]; args: readonly Expr[] }
  | { kind: 'if'; test: Expr; then: Expr; otherwise: Expr }
  | { kind: 'call'; fn: FunctionName; args: readonly Expr[] };

export type ArithmeticOp = 'add' | 'subtract' | 'multiply' | 'divide' | 'pow';
export type CompareOp = 'equal' | 'unequal' | 'smaller' | 'smallerEq' | 'larger' | 'largerEq';

/** What a formula may call, by mode: arithmetic formulas (formula columns, price split) and risk-rule conditions. */
export const ARITHMETIC_FUNCTIONS = ['abs', 'min', 'max', 'round', 'floor', 'ceil'] as const;
export const CONDITION_ONLY_FUNCTIONS = ['isEmpty', 'equalText'] as const;
export type FunctionName = (typeof ARITHMETIC_FUNCTIONS)[number] | (typeof CONDITION_ONLY_FUNCTIONS)[number];

/** Each function's argument count: [least, most]. */
export const ARITY: Readonly<Record<FunctionName, readonly [number, number]>> = {
  abs: [1, 1],
  min: [1, 50],
  max: [1, 50],
  round: [1, 2],
  floor: [1, 1],
  ceil: [1, 1],
  isEmpty: [1, 1],
  equalText: [2, 2],
};

export type FormulaMode = 'arithmetic' | 'condition';
