/**
 * The one formula evaluator of browser and server (issue 21, "Formulas"): mathjs parsing into BigNumbers,
 * a parse-tree whitelist, and a small interpreter of its own (no mathjs evaluate/compile), shared by the
 * risk-rule conditions, formula columns and the price split.
 */
export { compileFormula, formulaVariables, testFormula } from './evaluator';
export type { ArithmeticFormula, CompiledFormula, CompileOptions, ConditionFormula, FormulaTest } from './evaluator';
export { formulaCycles } from './graph';
export { FRACTIONAL_POWER_COST, REQUEST_FORMULA_BUDGET, ROW_FORMULA_BUDGET } from './cost';
export { FormulaError } from './errors';
export type { FormulaErrorCode } from './errors';
export { MAX_FORMULA_LENGTH } from './check';
export { MAX_EXPONENT, MAX_MAGNITUDE_DIGITS } from './numbers';
export { ARITHMETIC_FUNCTIONS, CONDITION_ONLY_FUNCTIONS } from './tree';
export type { FormulaMode } from './tree';
export type { FormulaValues } from './run';
export { LINE_SPLITS_KEY, MIN_SPLIT_ITEMS, checkSplit, columnRemovalProblem, computeSplit, splitCost, itemRemovalProblem, splitProblemText } from './price-split';
export type { SplitContext, SplitItem, SplitProblem, SplitResult } from './price-split';
