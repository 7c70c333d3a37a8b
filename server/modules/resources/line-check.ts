import { FormulaError, REQUEST_FORMULA_BUDGET, splitCost, type SplitItem } from '../../../codecs/formula/index.js';
import { TimeSlices } from '../../http/time-slices.js';
import { CODECS, storedDecimals } from '../../../codecs/index.js';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import { exactToString, fieldRuleViolation, parseExact, roundExact } from '../../../rules/index.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { MessageKey, MessageParam } from '../../http/messages.js';
import { MAX_RECORD_ID } from './actions.js';
import { LINE_SPLITS_KEY } from '../../../codecs/formula/index.js';
import { ROW_SERVER_KEYS, childModels, splitsAllowed, type ChildFormula, type ChildModel } from './children.js';
import { fieldLabel } from './field-rules.js';
import { splitsOf, type SplitsByChild } from './line-splits.js';
import { valueValidators } from './update.js';
import { perDefinition } from './registry.js';

/** One row of a child as the body sent it, checked: its id when it names a stored row, its declared fields' values. */
export interface LineRow {
  id?: number;
  values: Record<string, unknown>;
  /**
   * Keys the row carried that are none of its child's fields, kept only for a child whose price split a document may
   * change (`splits`): the document's own sub-items, checked against its split when the lines are written (line-splits.ts).
   */
  extra?: Record<string, unknown>;
}

/**
 * The rows of each child the body carried, by child name; a child absent from the body is absent here (left as it is).
 * `splits`: the document's own price splits the body sent (line-splits.ts), by child; absent when it sent none.
 */
export class ChildRows extends Map<string, LineRow[]> {
  splits?: SplitsByChild;
  draft = false;
  /** Whether the rows of children with splits were computed under their split (line-store.ts computeSplitRows). */
  splitsApplied = false;
  /** The formula work this request has asked for so far (codecs/formula/cost.ts). */
  private spent = 0;
  /** The rows are computed in time slices, the event loop given back between them. */
  readonly slices = new TimeSlices();

  /** Counts `units` of formula work before it is done: past the request's budget, 4400 and nothing is computed. */
  spend(units: number): void {
    this.spent += units;
    if (this.spent > REQUEST_FORMULA_BUDGET) throw new ApiError(Code.BAD_REQUEST, 'formulaBudget', { cost: this.spent, budget: REQUEST_FORMULA_BUDGET });
  }
}

/** The work of a child's declared formulas for one row. */
export function declaredCost(model: ChildModel): number {
  return model.formulas.reduce((total, step) => total + step.formula.cost, 0);
}

/** The work a document's own split adds to one row: its sub-items that are not declared fields (those are counted as declared). */
export function ownSplitCost(model: ChildModel, splits: Readonly<Record<string, readonly SplitItem[]>>): number {
  return Object.values(splits).reduce((total, items) => total + splitCost(items.filter((item) => !model.fields.has(item.key))), 0);
}

/**
 * The largest magnitude a line's number may have: the numeric(18, 4) column holds 14 digits before the point
 * (PostgreSQL refuses more; SQLite would keep it), so the check is the server's, with a clear message.
 */
export const LINE_NUMBER_LIMIT = 99_999_999_999_999;

/** A refusal about one row (4400), naming the child in the caller's language and the row from 1. */
export function refuse(model: ChildModel, row: number, key: MessageKey, params: Readonly<Record<string, MessageParam>> = {}): ApiError {
  return new ApiError(Code.BAD_REQUEST, key, { label: model.child.label, row: row + 1, ...params });
}

/** A value the field's codec reads back as its stored value: numbers rounded to its decimals, text trimmed, dates checked. */
function normalise(field: ResourceField, value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (value === null || value === undefined) return { ok: true, value: null };
  // An enum's codec reads labels from the column's options, which the server has not: its value stays as checked.
  if (field.type === 'enum') return { ok: true, value };
  const parsed = CODECS[field.type].parse(String(value), { maxLength: field.maxLength ?? 255 });
  if (!parsed.ok) return { ok: false };
  if (typeof parsed.value === 'number' && Math.abs(parsed.value) > LINE_NUMBER_LIMIT) return { ok: false };
  return { ok: true, value: parsed.value };
}

/** Why a formula gave no value, in the caller's words (the evaluator's codes are for logs and administrators). */
function formulaReason(error: FormulaError): { zh: string; en: string } {
  if (error.code === 'out-of-range' || error.code === 'exponent-too-large') return { zh: '结果超出范围', en: 'the result is out of range' };
  if (error.code === 'division-by-zero') return { zh: '除数为零', en: 'division by zero' };
  return { zh: `计算出错：${error.code}`, en: `it failed: ${error.code}` };
}

/** A formula's exact result rounded half away from zero to the field's decimals, as a number. */
function rounded(field: ResourceField, result: string): number {
  return roundedTo(result, storedDecimals(field.type as 'int' | 'number' | 'money' | 'percent', {}));
}

/** An exact result rounded half away from zero to `decimals`, as a number (never -0). */
export function roundedTo(result: string, decimals: number): number {
  const value = Number(exactToString(roundExact(parseExact(result)!, decimals)));
  return Object.is(value, -0) ? 0 : value;
}

/** Checks one row of `model` (index `index`) and answers it with its formulas computed by the server. */
function checkRow(model: ChildModel, validators: ReturnType<typeof valueValidators>, raw: unknown, index: number, draft: boolean): LineRow {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw refuse(model, index, 'lineNotObject');
  const row: LineRow = { values: {} };
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (key === 'id') {
      // A new row may carry an empty id (a copied row, a row the grid numbered nothing yet).
      if (value === null || value === undefined) continue;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_RECORD_ID) throw refuse(model, index, 'lineBadValue', { field: 'id' });
      row.id = value;
      continue;
    }
    // Read back from a detail answer and sent again: the server sets these itself.
    if (ROW_SERVER_KEYS.has(key)) continue;
    const field = model.fields.get(key);
    if (!field && keepsOwnSubItem(model, row, key, value)) continue;
    if (!field) throw refuse(model, index, 'lineUnknownField', { field: key.slice(0, 64) });
    if (!validators.get(key)!(value)) throw refuse(model, index, 'lineBadValue', { field: key });
    const normalised = normalise(field, value);
    if (!normalised.ok) throw refuse(model, index, 'lineBadValue', { field: key });
    row.values[key] = normalised.value;
  }
  for (const field of model.child.fields) row.values[field.name] ??= null;
  // A child whose price split a document may change is computed and checked once its split is known (line-splits.ts).
  if (splitsAllowed(model.child)) return row;
  // The browser's figure for a formula field is not trusted: the server computes it from the row's values.
  for (const step of model.formulas) row.values[step.field.name] = declaredFormulaValue(model, step, row.values, index);
  checkRowRules(model, row, index, draft);
  return row;
}

/** A row may carry this many sub-items of its document's own price split. */
const MOST_OWN_SUB_ITEMS = 150;
const SUB_ITEM_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Keeps an undeclared key of a child with splits in the row's `extra` (checked when the lines are written); false: not one. */
function keepsOwnSubItem(model: ChildModel, row: LineRow, key: string, value: unknown): boolean {
  if (!splitsAllowed(model.child) || !SUB_ITEM_KEY.test(key) || key in Object.prototype) return false;
  row.extra ??= Object.create(null) as Record<string, unknown>;
  if (Object.keys(row.extra).length >= MOST_OWN_SUB_ITEMS) return false;
  row.extra[key] = value;
  return true;
}

/**
 * A declared formula field's value for a row: null when a value it reads is empty; its result rounded to the field's
 * decimals; a result it cannot give (out of range, a division by zero) refuses the row (4400 naming the formula).
 */
export function declaredFormulaValue(model: ChildModel, { field, formula }: ChildFormula, values: Readonly<Record<string, unknown>>, index: number): number | null {
  const inputs = formula.variables.map((name) => [name, values[name]] as const);
  if (inputs.some(([, value]) => value === null || value === undefined)) return null;
  try {
    const value = rounded(field, formula.evaluate(Object.fromEntries(inputs) as Record<string, number>));
    if (Math.abs(value) > LINE_NUMBER_LIMIT) throw new FormulaError('out-of-range', 'beyond the column');
    return value;
  } catch (error) {
    if (error instanceof FormulaError) throw refuse(model, index, 'lineFormula', { field: field.name, formula: formula.text, reason: formulaReason(error) });
    throw error;
  }
}

/** A row's required fields (unless a draft) and its fields' rules, after its formulas ran: 4400 naming the row. */
export function checkRowRules(model: ChildModel, row: LineRow, index: number, draft: boolean): void {
  for (const field of model.child.fields) {
    const value = row.values[field.name];
    if (value === null) {
      if (!draft && !field.nullable) throw refuse(model, index, 'lineFieldRequired', { field: field.name });
      continue;
    }
    const broken = fieldRuleViolation(field.rules, value, fieldLabel(field));
    if (broken) throw refuse(model, index, 'lineFieldRule', { text: broken });
  }
}

export interface LinesChecker {
  /** Whether the resource has children at all. */
  readonly any: boolean;
  /** The body without its children's keys (what the record's own checks see). */
  fieldsOf(body: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /**
   * The children's rows in `body`, each checked against its child's fields (types, lengths, rules, the most rows,
   * required fields unless `draft`), normalised through the fields' codecs, formulas computed; throws 4400
   * naming the child, the row and the field of the first fault.
   */
  rowsOf(body: Readonly<Record<string, unknown>>, draft: boolean): Promise<ChildRows>;
}

/** The checks of a resource's children (children.ts), built once per resource. */
export function linesChecker(definition: ResourceDefinition): LinesChecker {
  const models = childModels(definition);
  // Every value may be empty in a row (a grid's blank cell is null): save and submit check the required ones.
  const validators = new Map(models.map((m) => [m.child.name, valueValidators(m.child.fields.map((f) => ({ ...f, nullable: true })))]));
  const names = new Set(models.map((m) => m.child.name));
  const splitting = models.some((m) => splitsAllowed(m.child));
  return {
    any: models.length > 0,
    fieldsOf(body) {
      if (names.size === 0) return { ...body };
      return Object.fromEntries(Object.entries(body).filter(([key]) => !names.has(key) && !(key === LINE_SPLITS_KEY && splitting)));
    },
    async rowsOf(body, draft) {
      const rows = new ChildRows();
      rows.draft = draft;
      rows.splits = splitsOf(models, body);
      for (const model of models) {
        const raw = body[model.child.name];
        if (raw === undefined) continue;
        if (!Array.isArray(raw)) throw new ApiError(Code.BAD_REQUEST, 'linesNotList', { label: model.child.label });
        if (raw.length > model.child.maxRows) throw new ApiError(Code.BAD_REQUEST, 'linesTooMany', { label: model.child.label, max: model.child.maxRows });
        // Counted before any row is computed; a child with splits adds its split's sub-items (line-store.ts settleSplits).
        const sentSplit = rows.splits?.get(model.child.name);
        rows.spend(raw.length * (declaredCost(model) + (sentSplit ? ownSplitCost(model, sentSplit) : 0)));
        const checked: LineRow[] = [];
        for (const [i, row] of raw.entries()) {
          checked.push(checkRow(model, validators.get(model.child.name)!, row, i, draft));
          await rows.slices.pause();
        }
        const seen = new Map<number, number>();
        checked.forEach((row, i) => {
          if (row.id === undefined) return;
          const first = seen.get(row.id);
          if (first !== undefined) throw refuse(model, i, 'lineDuplicateId', { id: row.id, first: first + 1 });
          seen.set(row.id, i);
        });
        rows.set(model.child.name, checked);
      }
      return rows;
    },
  };
}


/** `linesChecker` made once per definition. */
export const linesCheckerOf = perDefinition(linesChecker);

/** `childModels` made once per definition (the writes' split step reads the compiled formulas). */
export const childModelsOf = perDefinition(childModels);
