import type { Language } from '../../registry';
import { ruleProblem } from './cell-rules';
import type { GridColumn } from './columns';
import type { EditRow } from './edit-store';
import { missingSpecParts, specPartLabel } from './specs';

type Translate = (key: string, params?: Record<string, unknown>) => string;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * What is wrong with a filled cell (spec 001 §5 editable cells), first found first: a required cell whose unit
 * is chosen per row and left unchosen, a spec with a part left empty (unless notValidate), a failed rule.
 */
export function cellProblem(column: GridColumn, row: EditRow, language: Language, t: Translate): string | null {
  if (column.required && column.unit?.editable && isBlank(row[column.unit.prop])) return t('grid.unitRequired', { label: column.label });
  const parts = column.schema.attr?.specs;
  if (column.kind === 'specs' && parts && !column.schema.notValidate) {
    const missing = missingSpecParts(row[column.prop], parts, column.schema.attr?.separator);
    if (missing.length > 0) return t('grid.specPartRequired', { part: specPartLabel(missing[0], language) });
  }
  return ruleProblem(column.rules, row[column.prop]);
}
