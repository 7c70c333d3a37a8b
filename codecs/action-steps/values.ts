import { compileFormula, formulaVariables, type CompiledFormula, type FormulaMode } from '../formula';

/** What a formula reads of a value: a number, or text; undefined when the value has none (an object, a list). */
export type FormulaValue = number | string | undefined;

/** A row's value as a step's formula reads it: numbers and text as they are, true/false as 1/0, empty as ''. */
export function stepFormulaValue(value: unknown): FormulaValue {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null || value === undefined) return '';
  return undefined;
}

/** Compiled formulas by mode and text: a table re-renders often, a configuration's texts rarely change. */
const compiled = new Map<string, CompiledFormula | null>();

/**
 * A formula compiled over exactly the names it reads (a row's names are only known when it runs), or null when
 * the evaluator refuses its text. The publish check (./check.ts) has already compiled it over the real names.
 */
export function runtimeFormula(text: string, mode: FormulaMode): CompiledFormula | null {
  const key = `${mode}\u0000${text}`;
  let formula = compiled.get(key);
  if (formula === undefined) {
    try {
      formula = compileFormula(text, { variables: new Set(formulaVariables(text, mode)), functions: mode });
    } catch {
      formula = null;
    }
    compiled.set(key, formula);
  }
  return formula;
}

/** The values `formula` reads, looked up by name; null when one has none a formula can read. */
function valuesOf(formula: CompiledFormula, lookup: (name: string) => FormulaValue): Record<string, number | string> | null {
  // No prototype: a column may be called anything, `__proto__` too.
  const values = Object.create(null) as Record<string, number | string>;
  for (const name of formula.variables) {
    const value = lookup(name);
    if (value === undefined) return null;
    values[name] = value;
  }
  return values;
}

/**
 * Whether a condition in the rule language (the shared evaluator, codecs/formula) holds, its names looked up by
 * `lookup`. Text the evaluator refuses, a name without a readable value, or values it cannot compare (an empty
 * number, text where a number is compared) make it not hold: a configured condition never fails loudly.
 */
export function conditionHolds(text: string, lookup: (name: string) => FormulaValue): boolean {
  const formula = runtimeFormula(text, 'condition');
  const values = formula && valuesOf(formula, lookup);
  if (!formula || !values) return false;
  try {
    return formula.evaluate(values) === true;
  } catch {
    return false;
  }
}

/** A formula's exact result as text, or undefined when it cannot be computed from these values. */
export function formulaResult(text: string, lookup: (name: string) => FormulaValue): string | undefined {
  const formula = runtimeFormula(text, 'arithmetic');
  const values = formula && valuesOf(formula, lookup);
  if (!formula || !values) return undefined;
  try {
    return String(formula.evaluate(values));
  } catch {
    return undefined;
  }
}
