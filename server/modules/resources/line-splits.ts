import { LINE_SPLITS_KEY, checkSplit, compileFormula, formulaCycles, splitProblemText, type ArithmeticFormula, type SplitItem } from '../../../codecs/formula/index.js';
import { CODECS, FORMULA_MONEY_DECIMALS, PERCENT_DECIMALS, isNumericType, storedDecimals } from '../../../codecs/index.js';
import { round, sum } from '../../../rules/index.js';
import { validate as validatePriceSplit } from '../../../schemas/generated/validators/price-split.js';
import type { ResourceField } from '../../../schemas/generated/resource-definition.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { MessageKey, MessageParam } from '../../http/messages.js';
import { isObject } from '../../../rules/config-values.js';
import { readStoredJson } from '../../db/stored-json.js';
import { ROW_SERVER_KEYS, SPLIT_VALUES_FIELD, splitsAllowed, type ChildFormula, type ChildModel } from './children.js';
import { LINE_NUMBER_LIMIT, checkRowRules, declaredFormulaValue, refuse, roundedTo, type LineRow } from './line-check.js';

/**
 * A document's own price splits (spec 001 screen 17, issue 21): for a child that declares `splits`, the record
 * may carry, under `line_splits`, its own sub-items for those columns. A sub-item named like a declared field is
 * that field (its declared formula stays the server's); any other is the document's own, its value kept with the
 * row in `split_values`. The server computes every formula sub-item, a column summed from its 合计 sub-items and
 * the declared formulas in one order, as the browser's grid shows them; the split itself is kept with the record.
 */

/** A row's own sub-item values, as JSON, in the child table. */
const SPLIT_VALUES_KEY = SPLIT_VALUES_FIELD.name;

/** One child's splits: column → its sub-items. */
export type DocumentSplits = Readonly<Record<string, readonly SplitItem[]>>;
/** The splits of each child, by child name. */
export type SplitsByChild = ReadonlyMap<string, DocumentSplits>;

/** The most sub-items one column's split may have, and the largest split a record keeps (as JSON text). */
const MOST_SUB_ITEMS = 30;
export const MOST_SPLITS_CHARS = 100_000;

function splitError(model: ChildModel, key: MessageKey, params: Readonly<Record<string, MessageParam>> = {}): ApiError {
  return new ApiError(Code.BAD_REQUEST, key, { label: model.child.label, ...params });
}


/**
 * The body's `line_splits`, each checked (undefined: the body sent none, so what is stored stays): a child that
 * declares splits, sent with its rows; a column it may split; well-formed sub-items (the dialog's schema), at most
 * MOST_SUB_ITEMS; names clear of the row's other fields and the server's columns; a sub-item named like a declared
 * field keeps that field's formula; the dialog's rules (two or more rows, formulas that work, no cycle, also
 * through the declared formulas and a summed column). An empty list: the column's split as configured.
 */
export function splitsOf(models: readonly ChildModel[], body: Readonly<Record<string, unknown>>): SplitsByChild | undefined {
  const raw = body[LINE_SPLITS_KEY];
  if (raw === undefined) return undefined;
  if (!isObject(raw) || JSON.stringify(raw).length > MOST_SPLITS_CHARS) throw new ApiError(Code.BAD_REQUEST, 'splitsMalformed', { label: { zh: '明细', en: 'Lines' } });
  const result = new Map<string, DocumentSplits>();
  for (const [childName, columns] of Object.entries(raw)) {
    const model = models.find((m) => m.child.name === childName && splitsAllowed(m.child));
    if (!model) throw new ApiError(Code.BAD_REQUEST, 'splitsNotAllowed', { label: childName.slice(0, 64), field: '-' });
    if (body[childName] === undefined) throw splitError(model, 'splitsWithoutLines');
    result.set(childName, checkedSplit(model, columns));
  }
  return result;
}

/** One child's splits (column → sub-items), checked as splitsOf says; throws the 4400 of the first fault. */
function checkedSplit(model: ChildModel, columns: unknown): DocumentSplits {
  if (!isObject(columns)) throw splitError(model, 'splitsMalformed');
  const kept: Record<string, readonly SplitItem[]> = {};
  for (const [column, items] of Object.entries(columns)) {
    if (!model.child.splits!.includes(column)) throw splitError(model, 'splitsNotAllowed', { field: column.slice(0, 64) });
    if (!Array.isArray(items) || items.length > MOST_SUB_ITEMS || !validatePriceSplit({ type: 'price-split', variables: [], value: items })) throw splitError(model, 'splitsMalformed');
    if (items.length > 0) kept[column] = items as SplitItem[];
  }
  checkChildSplits(model, kept);
  return kept;
}

/** The child's numeric fields: what a sub-item's formula may read beside the other sub-items. */
function numericFields(model: ChildModel): string[] {
  return model.child.fields.filter((f) => isNumericType(f.type)).map((f) => f.name);
}

function checkChildSplits(model: ChildModel, splits: DocumentSplits): void {
  const declared = model.child.formulas ?? {};
  const numeric = numericFields(model);
  const owners = new Map<string, string>();
  const graph: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, declared);
  for (const [column, items] of Object.entries(splits)) {
    for (const item of items) {
      const field = model.fields.get(item.key);
      const taken =
        item.key === column || owners.has(item.key) || ROW_SERVER_KEYS.has(item.key) || item.key === 'id' || item.key === SPLIT_VALUES_KEY || item.key in Object.prototype || (field !== undefined && !isNumericType(field.type));
      if (taken) throw splitError(model, 'splitKeyTaken', { field: column, key: item.key });
      owners.set(item.key, column);
      // A declared field keeps the server's formula (or none): the document may show it, not redefine it.
      if (field && item.formula !== undefined && item.formula.trim() !== (declared[item.key] ?? '').trim()) throw splitError(model, 'splitFixedChanged', { field: column, key: item.key });
      if (!field && item.formula) graph[item.key] = item.formula;
    }
    const problems = checkSplit(items, numeric, { column, formulas: declared });
    if (problems.length > 0) {
      const text = { zh: problems.map((p) => splitProblemText(p, 'zh')).join('；'), en: problems.map((p) => splitProblemText(p, 'en')).join('; ') };
      throw splitError(model, 'splitInvalid', { field: column, text });
    }
    const summed = items.filter((item) => item.isSummary).map((item) => item.key);
    if (summed.length > 0) graph[column] = summed.join(' + ');
  }
  // Two columns' splits reading each other's sums.
  const cycle = formulaCycles(graph);
  if (cycle.length > 0) throw splitError(model, 'splitInvalid', { field: Object.keys(splits).join(', '), text: { zh: `公式存在循环引用：${cycle.join('、')}`, en: `formulas refer to each other in a cycle: ${cycle.join(', ')}` } });
}

/** One step of a row's computation under a document's split. */
type Step =
  | { kind: 'declared'; key: string; formula: ChildFormula }
  | { kind: 'item'; key: string; item: SplitItem; formula: ArithmeticFormula }
  | { kind: 'sum'; key: string; field: ResourceField; parts: readonly string[] };

/** A child's computation under one document's splits: its own sub-items (by key) and every computed value in order. */
export interface SplitPlan {
  own: ReadonlyMap<string, SplitItem>;
  steps: readonly Step[];
  /** The document's kept split no longer fits its lines (the studio changed them): values of its sub-items are let go. */
  dropsUnknown?: boolean;
}

/** The order a row is computed in under `splits`: the declared formulas, the own formula sub-items and the summed columns, each after what it reads. */
export function splitPlan(model: ChildModel, splits: DocumentSplits): SplitPlan {
  const own = new Map<string, SplitItem>();
  for (const items of Object.values(splits)) for (const item of items) if (!model.fields.has(item.key)) own.set(item.key, item);
  const variables = new Set([...numericFields(model), ...own.keys()]);
  const steps = new Map<string, Step>();
  for (const formula of model.formulas) steps.set(formula.field.name, { kind: 'declared', key: formula.field.name, formula });
  for (const item of own.values()) if (item.formula) steps.set(item.key, { kind: 'item', key: item.key, item, formula: compileFormula(item.formula, { variables }) });
  for (const [column, items] of Object.entries(splits)) {
    const parts = items.filter((item) => item.isSummary).map((item) => item.key);
    if (parts.length > 0) steps.set(column, { kind: 'sum', key: column, field: model.fields.get(column)!, parts });
  }
  const reads = (step: Step): readonly string[] => (step.kind === 'declared' ? step.formula.formula.variables : step.kind === 'item' ? step.formula.variables : step.parts);
  // Depth-first, each after the steps it reads (cycles were refused when the split was checked).
  const ordered: Step[] = [];
  const placed = new Set<string>();
  const place = (step: Step) => {
    if (placed.has(step.key)) return;
    placed.add(step.key);
    for (const name of reads(step)) {
      const before = steps.get(name);
      if (before) place(before);
    }
    ordered.push(step);
  };
  for (const step of steps.values()) place(step);
  return { own, steps: ordered };
}

/** A typed sub-item's value read through the number codec, rounded as the split rounds (3 decimals, 4 for a percent). */
function typedValue(model: ChildModel, item: SplitItem, value: unknown, index: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'number' && typeof value !== 'string') throw refuse(model, index, 'lineBadValue', { field: item.key });
  const parsed = CODECS.number.parse(String(value), {});
  if (!parsed.ok || typeof parsed.value !== 'number') throw refuse(model, index, 'lineBadValue', { field: item.key });
  const rounded = roundedTo(String(parsed.value), item.isPercent ? PERCENT_DECIMALS : FORMULA_MONEY_DECIMALS);
  if (Math.abs(rounded) > LINE_NUMBER_LIMIT) throw refuse(model, index, 'lineBadValue', { field: item.key });
  return rounded;
}

/**
 * Computes row `index` under the document's split: its own typed sub-items from what it carried (any other key it
 * carried is refused as before), every formula in the plan's order (a sub-item whose formula fails is 0, as the
 * dialog shows it; a value it reads that is empty leaves it empty), its own values into `split_values`; then its
 * fields' rules again, as a summed column is the server's figure.
 */
export function applySplit(model: ChildModel, plan: SplitPlan, row: LineRow, index: number, draft: boolean): void {
  const own: Record<string, number | null> = {};
  for (const [key, value] of Object.entries(row.extra ?? {})) {
    const item = plan.own.get(key);
    if (!item && plan.dropsUnknown) continue;
    if (!item) throw refuse(model, index, 'lineUnknownField', { field: key.slice(0, 64) });
    if (!item.formula) own[key] = typedValue(model, item, value, index);
  }
  for (const item of plan.own.values()) if (!item.formula && !Object.hasOwn(own, item.key)) own[item.key] = null;
  // A blank typed sub-item reads as 0 in the split's formulas, as the grid's computeSplit reads it; it is kept blank.
  const values: Record<string, unknown> = { ...row.values, ...Object.fromEntries(Object.entries(own).map(([key, value]) => [key, value ?? 0])) };
  for (const step of plan.steps) {
    if (step.kind === 'declared') values[step.key] = declaredFormulaValue(model, step.formula, values, index);
    else if (step.kind === 'item') values[step.key] = itemValue(step.item, step.formula, values);
    else {
      const total = summed(step, values);
      if (total !== null && Math.abs(total) > LINE_NUMBER_LIMIT) throw refuse(model, index, 'lineBadValue', { field: step.key });
      values[step.key] = total;
    }
  }
  Object.assign(values, Object.fromEntries(Object.entries(own).filter(([, value]) => value === null)));
  for (const field of model.child.fields) row.values[field.name] = values[field.name];
  const kept = Object.fromEntries([...plan.own.keys()].map((key) => [key, values[key] ?? null]));
  const text = plan.own.size > 0 ? JSON.stringify(kept) : null;
  // Bounded by the sub-items' count and key length; checked so the column never overflows.
  if (text !== null && text.length > SPLIT_VALUES_FIELD.maxLength!) throw refuse(model, index, 'lineBadValue', { field: SPLIT_VALUES_KEY });
  row.values[SPLIT_VALUES_KEY] = text;
  delete row.extra;
  checkRowRules(model, row, index, draft);
}

/** A formula sub-item's value, as the grid's computeSplit gives it: 0 when a value it reads is missing or it fails (spec 001 §5). */
function itemValue(item: SplitItem, formula: ArithmeticFormula, values: Readonly<Record<string, unknown>>): number {
  const inputs = formula.variables.map((name) => [name, values[name]] as const);
  if (inputs.some(([, value]) => value === null || value === undefined)) return 0;
  try {
    const value = roundedTo(formula.evaluate(Object.fromEntries(inputs) as Record<string, number>), item.isPercent ? PERCENT_DECIMALS : FORMULA_MONEY_DECIMALS);
    return Math.abs(value) > LINE_NUMBER_LIMIT ? 0 : value;
  } catch {
    return 0;
  }
}

function summed(step: Extract<Step, { kind: 'sum' }>, values: Readonly<Record<string, unknown>>): number | null {
  const parts = step.parts.map((key) => values[key]).filter((value): value is number => typeof value === 'number');
  if (parts.length === 0) return null;
  return round(sum(parts), storedDecimals(step.field.type as 'int' | 'number' | 'money' | 'percent', {}));
}

/** A row as answered: its own sub-items' values beside its fields, `split_values` itself not shown. */
export function withOwnValues(row: Record<string, unknown>): Record<string, unknown> {
  if (!(SPLIT_VALUES_KEY in row)) return row;
  const { [SPLIT_VALUES_KEY]: stored, ...rest } = row;
  if (typeof stored !== 'string') return rest;
  try {
    const own = JSON.parse(stored) as unknown;
    return isObject(own) ? { ...own, ...rest } : rest;
  } catch {
    return rest;
  }
}

/** The record's stored splits (its `line_splits` column) as an object by child; {} when none or unreadable. */
export function storedSplits(text: unknown): Record<string, unknown> {
  return readStoredJson<Record<string, unknown>>(typeof text === 'string' ? text : null, isObject, {});
}

/**
 * The split a record keeps for `model`'s rows, checked again as the body's would be: kept JSON may be older than the
 * lines' definition (a field its formula reads removed in the studio, a column no longer split). One that no longer
 * fits is not applied (null): the rows are computed as configured and its sub-items' values let go.
 */
export function usableStoredSplit(model: ChildModel, stored: unknown): DocumentSplits | null {
  if (stored === undefined) return {};
  if (!splitsAllowed(model.child)) return null;
  try {
    return checkedSplit(model, stored);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
