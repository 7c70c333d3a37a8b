import { numericOf, storedDecimals } from '../../codecs';
import { compileFormula, formulaCycles, type ArithmeticFormula } from '../../codecs/formula';
import { round } from '../../rules';
import type { EditableColumnSchema } from '../../schemas/generated/editable-table';
import type { EditRow } from './edit-store';

interface Compiled {
  prop: string;
  formula: ArithmeticFormula;
  decimals: number;
}

/** The decimals a formula column's result is rounded to: its field's (money 2, number 3, percent 4) unless it sets moneyFormat. */
function decimalsOf(column: EditableColumnSchema): number {
  const type = column.valueType ?? (column.moneyFormat !== undefined ? 'money' : 'number');
  const numeric = type === 'int' || type === 'number' || type === 'money' || type === 'percent' ? type : 'number';
  return storedDecimals(numeric, { moneyFormat: column.moneyFormat });
}

/**
 * The derive step of an editable table's formula columns (the shared evaluator, codecs/formula): each row's
 * formula values from its other values, formulas that read formula columns after them. A formula that
 * cannot compile or takes part in a cycle is a configuration error (returned, the column stays empty); a
 * row missing a value, or dividing by zero, gets an empty result, not 0.
 */
export function formulaDerive(columns: readonly EditableColumnSchema[]): { derive: ((row: EditRow) => EditRow) | undefined; problems: string[] } {
  const withFormula = columns.filter((c) => c.formula);
  if (withFormula.length === 0) return { derive: undefined, problems: [] };
  const problems: string[] = [];
  const cyclic = new Set(formulaCycles(Object.fromEntries(withFormula.map((c) => [c.prop, c.formula!]))));
  const variables = new Set(columns.map((c) => c.prop));
  const compiled: Compiled[] = [];
  for (const column of withFormula) {
    if (cyclic.has(column.prop)) {
      problems.push(`${column.prop}: cyclic formula`);
      continue;
    }
    try {
      const formula = compileFormula(column.formula!, { variables }) as ArithmeticFormula;
      compiled.push({ prop: column.prop, formula, decimals: decimalsOf(column) });
    } catch (error) {
      problems.push(`${column.prop}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const order = topological(compiled);
  return {
    problems,
    derive: (row) => {
      const values: EditRow = { ...row };
      const out: EditRow = {};
      for (const { prop, formula, decimals } of order) {
        let result: number | null = null;
        const inputs: Record<string, string | number> = {};
        const complete = formula.variables.every((name) => {
          const value = numericOf(values[name]);
          if (value === null) return false;
          inputs[name] = value;
          return true;
        });
        if (complete) {
          try {
            result = round(formula.evaluate(inputs), decimals);
          } catch {
            result = null;
          }
        }
        values[prop] = result;
        out[prop] = result;
      }
      return out;
    },
  };
}

/** Formulas ordered so that one reading another formula column comes after it (cycles were removed before). */
function topological(compiled: readonly Compiled[]): Compiled[] {
  const byProp = new Map(compiled.map((c) => [c.prop, c]));
  const done = new Set<string>();
  const order: Compiled[] = [];
  const visit = (item: Compiled) => {
    if (done.has(item.prop)) return;
    done.add(item.prop);
    for (const name of item.formula.variables) {
      const dependency = byProp.get(name);
      if (dependency) visit(dependency);
    }
    order.push(item);
  };
  compiled.forEach(visit);
  return order;
}
