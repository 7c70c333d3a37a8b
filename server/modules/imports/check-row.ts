import { codecOf, problemText } from '../../../codecs/index.js';
import { fieldRuleViolation } from '../../../rules/index.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { ApiError, Code } from '../../http/envelope.js';
import { message, type Language } from '../../http/messages.js';
import { addChecker } from '../resources/add.js';
import type { ImportColumn } from './columns.js';
import type { SheetRow } from './read.js';

/** Which sheet column fills which import column. */
export interface ColumnAt {
  column: ImportColumn;
  index: number;
}

const headerKey = (text: string) => text.replace(/^[*＊\s]+/, '').replace(/\s+/g, '').toLowerCase();

/**
 * Finds each import column in the sheet's header by its label in either language or its field name (a
 * leading * of a required column and spaces ignored). No importable column at all, or a required one missing
 * (not the number, which the server gives), refuses the file as a whole.
 */
export function mapHeader(labels: readonly string[], columns: readonly ImportColumn[], numbered: string | undefined, headerLines = 1): ColumnAt[] {
  const byHeader = new Map<string, ImportColumn>();
  for (const column of columns) for (const name of [column.key, column.otherLabel, column.label]) byHeader.set(headerKey(name), column);
  const found: ColumnAt[] = [];
  labels.forEach((label, index) => {
    const column = label ? byHeader.get(headerKey(label)) : undefined;
    if (column && !found.some((f) => f.column === column)) found.push({ column, index });
  });
  // Most often the header sits on another line than the 表头行数 said: the message says which line was read.
  if (found.length === 0) throw new ApiError(Code.FILE_REFUSED, 'importNoColumns', { lines: headerLines });
  const missing = columns.filter((c) => c.required && c.key !== numbered && !found.some((f) => f.column === c));
  if (missing.length > 0) throw new ApiError(Code.FILE_REFUSED, 'importMissingColumns', { columns: missing.map((c) => c.label).join('、'), lines: headerLines });
  return found;
}

// A definition's add checker compiles a validator per field: once per definition, not once per import.
const checkers = new WeakMap<ResourceDefinition, ReturnType<typeof addChecker>>();
function checkerOf(definition: ResourceDefinition): ReturnType<typeof addChecker> {
  let check = checkers.get(definition);
  if (!check) checkers.set(definition, (check = addChecker(definition)));
  return check;
}

export type RowVerdict = { ok: true; values: Record<string, unknown> } | { ok: false; error: string };

/**
 * The check of one data row: each cell read by its field's codec (the same the browser's paste uses), the
 * required ones present, then the resource's own rules as an add checks them (types, lengths, rules), every
 * fault said with the column's label. Nothing is written.
 */
export function rowChecker(definition: ResourceDefinition, found: readonly ColumnAt[], language: Language): (row: SheetRow) => RowVerdict {
  const check = checkerOf(definition);
  const labelOf = new Map(found.map((f) => [f.column.key, f.column.label]));
  const rulesOf = new Map(definition.fields.filter((f) => f.rules).map((f) => [f.name, f.rules]));
  return (row) => {
    const values: Record<string, unknown> = {};
    const faults: string[] = [];
    for (const { column, index } of found) {
      const cell = row.cells[index] ?? { text: '' };
      if ('unsavedFormula' in cell) {
        faults.push(message(language, 'importFormulaNoResult', { label: column.label }));
        continue;
      }
      if ('error' in cell) {
        faults.push(message(language, 'importCellError', { label: column.label, error: cell.error }));
        continue;
      }
      const parsed = codecOf(column.type).parse(cell.text, column);
      if (!parsed.ok) faults.push(message(language, 'importCellProblem', { label: column.label, problem: problemText(parsed.problem, language, parsed.params) }));
      else if (parsed.value === null && column.required && column.key !== definition.numbering?.field) faults.push(message(language, 'importRequired', { label: column.label }));
      else if (parsed.value !== null) {
        // The resource's rules in the column's own words (合同金额不能小于0.01), not the field's name.
        const broken = fieldRuleViolation(rulesOf.get(column.key), parsed.value, { zh: column.label, en: column.label });
        if (broken) faults.push(broken[language]);
        else values[column.key] = parsed.value;
      }
    }
    if (faults.length > 0) return { ok: false, error: faults.join(language === 'zh' ? '；' : '; ') };
    try {
      return { ok: true, values: check(values, 0) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = typeof error.params.field === 'string' ? (labelOf.get(error.params.field) ?? error.params.field) : undefined;
      return { ok: false, error: message(language, error.key, field === undefined ? error.params : { ...error.params, field }) };
    }
  };
}
