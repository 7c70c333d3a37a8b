import { checkFormula } from './check';
import { exprCost } from './cost';
import { FormulaError } from './errors';
import { decimalText } from './numbers';
import { number, run, type FormulaValues } from './run';
import type { FormulaMode } from './tree';

export interface CompileOptions<M extends FormulaMode = FormulaMode> {
  /** The names the formula may read; any other name is an 'unknown-variable' error. */
  variables: ReadonlySet<string>;
  /** 'arithmetic' (default): a number, from + - * / ^, abs, min, max, round, floor, ceil and `a ? b : c`. 'condition': a boolean, also from comparisons, and/or/not, text literals, isEmpty and equalText. */
  functions?: M;
}

interface Compiled {
  readonly text: string;
  /** The variables the formula reads, in order of first use. */
  readonly variables: readonly string[];
  /** The work of one evaluation (./cost.ts), known before it runs. */
  readonly cost: number;
}

export interface ArithmeticFormula extends Compiled {
  readonly mode: 'arithmetic';
  /** The exact result in plain decimal notation ("0.3", "-12.5"); throws a FormulaError when it has none. */
  evaluate(values: FormulaValues): string;
}

export interface ConditionFormula extends Compiled {
  readonly mode: 'condition';
  /** Whether the condition holds (a number counts as true when not zero); throws a FormulaError on failure. */
  evaluate(values: FormulaValues): boolean;
}

export type CompiledFormula = ArithmeticFormula | ConditionFormula;

/**
 * Checks `text` against the whitelist and prepares it to run many times. Throws a FormulaError (code,
 * message, and where known the token and position) on anything it refuses: empty or over 1000 characters,
 * syntax, an undeclared name, a construct, operator or function beyond the mode's whitelist.
 */
export function compileFormula(text: string, options: CompileOptions<'arithmetic'>): ArithmeticFormula;
export function compileFormula(text: string, options: CompileOptions<'condition'>): ConditionFormula;
export function compileFormula(text: string, options: CompileOptions): CompiledFormula;
export function compileFormula(text: string, options: CompileOptions): CompiledFormula {
  const mode = options.functions ?? 'arithmetic';
  const { tree, variables } = checkFormula(text, mode, (name) => options.variables.has(name));
  const cost = exprCost(tree);
  if (mode === 'arithmetic') return { mode, text, variables, cost, evaluate: (values) => decimalText(number(tree, values)) };
  return {
    mode,
    text,
    variables,
    cost,
    evaluate: (values) => {
      const value = run(tree, values);
      if (typeof value === 'boolean') return value;
      // Text is no answer to a condition, even text holding a number.
      if (typeof value === 'string') throw new FormulaError('not-a-boolean', 'the condition gave text, not a boolean');
      return !value.isZero();
    },
  };
}

/**
 * The variable names `text` reads, in order of first use, without evaluating it (the price split's
 * dependency graph). Throws a FormulaError when `text` is not a formula at all (syntax, refused construct).
 */
export function formulaVariables(text: string, functions: FormulaMode = 'arithmetic'): readonly string[] {
  return checkFormula(text, functions, () => true).variables;
}

export type FormulaTest = { ok: true; value: string } | { ok: false; error: FormulaError };

/**
 * Spec 001 §5's check of a price-split formula: compiled over `variables` and evaluated with every one of
 * them set to 1. A failure (第N行公式配置有误，请检查) comes back as the error, never thrown.
 */
export function testFormula(text: string, variables: Iterable<string>): FormulaTest {
  const names = new Set(variables);
  try {
    const formula = compileFormula(text, { variables: names });
    return { ok: true, value: formula.evaluate(Object.fromEntries([...names].map((name) => [name, 1]))) };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, error };
    throw error;
  }
}
