import type { Language } from '../../registry';
import { fieldRuleViolation } from '../../rules';
import { ruleProblem } from './cell-rules';
import type { GridColumn } from './columns';
import type { EditRow } from './edit-store';
import { missingSpecParts, specPartLabel } from './specs';

type Translate = (key: string, params?: Record<string, unknown>) => string;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * What is wrong with a filled cell (spec 001 §5 editable cells), first found first: a required cell whose unit
 * is chosen per row and left unchosen, a spec with a part left empty (unless notValidate), a failed rule of the
 * column, then of the server's field (its min, max, precision, pattern: what a save would refuse).
 */
export function cellProblem(column: GridColumn, row: EditRow, language: Language, t: Translate): string | null {
  if (column.required && column.unit?.editable && isBlank(row[column.unit.prop])) return t('grid.unitRequired', { label: column.label });
  const parts = column.schema.attr?.specs;
  if (column.kind === 'specs' && parts && !column.schema.notValidate) {
    const missing = missingSpecParts(row[column.prop], parts, column.schema.attr?.separator);
    if (missing.length > 0) return t('grid.specPartRequired', { part: specPartLabel(missing[0], language) });
  }
  const own = ruleProblem(column.rules, row[column.prop]);
  if (own !== null) return own;
  return fieldRuleViolation(column.fieldRules, row[column.prop], { zh: column.label, en: column.label })?.[language] ?? null;
}
