import { ARITHMETIC_FUNCTIONS, compileFormula, CONDITION_ONLY_FUNCTIONS, MAX_FORMULA_LENGTH, ROW_FORMULA_BUDGET } from '../../../codecs/formula/index.js';

/**
 * Risk-rule conditions run in the one formula evaluator shared with the browser (codecs/formula/, issue 21):
 * mathjs parses into BigNumbers, the tree is checked against a whitelist (field names, literals, operators,
 * `a ? b : c`, CONDITION_FUNCTIONS; no property access, definitions, units, eval) and run by the evaluator's
 * own interpreter, so numbers compare exactly (0.1 + 0.2 == 0.3).
 */
export const CONDITION_FUNCTIONS: readonly string[] = [...CONDITION_ONLY_FUNCTIONS, ...ARITHMETIC_FUNCTIONS];

export const MAX_CONDITION_LENGTH = MAX_FORMULA_LENGTH;

/** A compiled condition: true when the rule triggers on the record's values. */
export type Condition = (values: Readonly<Record<string, string | number>>) => boolean;

/**
 * Parses and checks a condition over `fields` (the record's names), and compiles it once. Throws, naming
 * what is not allowed, on anything beyond fields, literals, operators and CONDITION_FUNCTIONS; the compiled
 * condition throws when a value cannot be compared (text that is not a number) or the result is text.
 */
export function compileCondition(text: string, fields: ReadonlySet<string>): Condition {
  // Said as the rule form has always said it.
  if (text.length > MAX_CONDITION_LENGTH) throw new Error(`condition longer than ${MAX_CONDITION_LENGTH}`);
  const condition = compileFormula(text, { variables: fields, functions: 'condition' });
  if (condition.cost > ROW_FORMULA_BUDGET) throw new Error(`condition too much work (${condition.cost}; at most ${ROW_FORMULA_BUDGET})`);
  return (values) => condition.evaluate(values);
}
