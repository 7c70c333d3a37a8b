import constants from '../../schemas/constants.json';
import { fillPlaceholders, round, sum } from '../../rules';
import type { SplitItemSchema } from '../../schemas/generated/price-split';
import { FORMULA_MONEY_DECIMALS, PERCENT_DECIMALS, SUMMARY_DECIMALS } from '../precision';
import type { CodecLanguage } from '../types';
import { compileFormula, formulaVariables, testFormula, type ArithmeticFormula } from './evaluator';
import { ROW_FORMULA_BUDGET } from './cost';
import { formulaCycles } from './graph';

/**
 * The price split (spec 001 screen 17, §3 "Split sub-item", §5 "Split dialog"): a column's value split into
 * sub-items, each a formula over the table's columns and the other sub-items, some marked as summing into
 * the parent. The rules here are the dialog's and the server's alike.
 */
export type SplitItem = SplitItemSchema;

export type SplitProblem = { code: 'tooFew' } | { code: 'badFormula'; rows: number[] } | { code: 'cyclic'; rows: number[] } | { code: 'tooCostly'; cost: number };

/** Spec 001 §5: a split has at least two rows. */
export const MIN_SPLIT_ITEMS = 2;

const TEXTS = {
  tooFew: { zh: '至少需要新增两个字段', en: 'Add at least two sub-items' },
  badFormula: { zh: '第{rows}行公式配置有误，请检查', en: 'The formula of row {rows} is wrong, please check it' },
  cyclic: { zh: '第{rows}行公式存在循环引用，请检查', en: 'The formula of row {rows} refers to itself in a cycle, please check it' },
  tooCostly: { zh: '拆分公式的计算量过大（{cost}，每行最多 {limit}），请简化公式', en: 'The split formulas are too much work ({cost}; at most {limit} a row); simplify them' },
  inUse: { zh: '当前列被公式引入中，不允许删除', en: 'This column is used in a formula and cannot be removed' },
  fixedInUse: { zh: '当前列的固定子项 {label} 被公式引入中，不允许删除', en: 'The fixed sub-item {label} of this column is used in a formula; the column cannot be removed' },
} as const;

/** A split problem in `language` (row numbers joined by 、, as the spec writes them). */
export function splitProblemText(problem: SplitProblem, language: CodecLanguage): string {
  if (problem.code === 'tooFew') return TEXTS.tooFew[language];
  if (problem.code === 'tooCostly') return fillPlaceholders(TEXTS.tooCostly[language], { cost: problem.cost, limit: ROW_FORMULA_BUDGET });
  return fillPlaceholders(TEXTS[problem.code][language], { rows: problem.rows.join(language === 'zh' ? '、' : ', ') });
}

/** The record key a document's own price splits travel under: { <lines key>: { <column>: sub-items } } (issue 21). */
export const LINE_SPLITS_KEY = constants.lineSplitsKey;

/** What else a split lives among: its column and the table's formula columns (name → formula). */
export interface SplitContext {
  /** The split column: with sub-items marked 合计 its value is their sum, so a formula reading it back is a cycle. */
  column?: string;
  formulas?: Readonly<Record<string, string>>;
}

/**
 * What is wrong with a split before it is saved: fewer than two rows; formulas that fail when every variable
 * (the table's `columns` and the other sub-items) is 1; formulas that refer to each other in a cycle, also
 * through the table's formula columns and the column's own sum. Rows are numbered from 1.
 */
export function checkSplit(items: readonly SplitItem[], columns: readonly string[], context: SplitContext = {}): SplitProblem[] {
  const problems: SplitProblem[] = [];
  if (items.length < MIN_SPLIT_ITEMS) problems.push({ code: 'tooFew' });
  const names = [...columns, ...items.map((item) => item.key)];
  const bad = items.flatMap((item, i) => (item.formula && !testFormula(item.formula, names.filter((n) => n !== item.key)).ok ? [i + 1] : []));
  if (bad.length > 0) problems.push({ code: 'badFormula', rows: bad });
  // No prototype: a sub-item named __proto__ or toString is a key like any other here.
  const graph: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, context.formulas);
  for (const item of items) if (item.formula) graph[item.key] = item.formula;
  const summed = items.filter((item) => item.isSummary).map((item) => item.key);
  if (context.column !== undefined && summed.length > 0) graph[context.column] = summed.join(' + ');
  const cyclic = new Set(formulaCycles(graph));
  const cycleRows = items.flatMap((item, i) => (cyclic.has(item.key) ? [i + 1] : []));
  if (cycleRows.length > 0) problems.push({ code: 'cyclic', rows: cycleRows });
  const cost = splitCost(items);
  if (cost > ROW_FORMULA_BUDGET) problems.push({ code: 'tooCostly', cost });
  return problems;
}

/** The work of computing one row of the split (cost.ts): its formulas' costs, and 1 for each typed sub-item. */
export function splitCost(items: readonly SplitItem[]): number {
  return items.reduce((total, item) => total + (item.formula ? (compiledOf(item.formula)?.cost ?? 1) : 1), 0);
}

/** Compiled split formulas by text: a grid computes the same few formulas for every row and every render. */
const COMPILED = new Map<string, ArithmeticFormula | null>();
const COMPILED_MOST = 500;

/** A formula compiled over the names it reads (checked against the row before it runs); null when it is no formula. */
function compiledOf(formula: string): ArithmeticFormula | null {
  let compiled = COMPILED.get(formula);
  if (compiled === undefined) {
    try {
      compiled = compileFormula(formula, { variables: new Set(formulaVariables(formula)) });
    } catch {
      compiled = null;
    }
    if (COMPILED.size >= COMPILED_MOST) COMPILED.delete(COMPILED.keys().next().value!);
    COMPILED.set(formula, compiled);
  }
  return compiled;
}

function readsOf(formula: string): readonly string[] {
  return compiledOf(formula)?.variables ?? [];
}

/** The sub-items in a cycle, once per split (the same items array for every row of a table). */
const CYCLES = new WeakMap<readonly SplitItem[], ReadonlySet<string>>();
function cyclesOf(items: readonly SplitItem[]): ReadonlySet<string> {
  let cyclic = CYCLES.get(items);
  if (!cyclic) {
    cyclic = new Set(formulaCycles(Object.fromEntries(items.filter((item) => item.formula).map((item) => [item.key, item.formula!]))));
    CYCLES.set(items, cyclic);
  }
  return cyclic;
}

/** Why the sub-item at `index` cannot be removed (another sub-item's formula reads it), or null. */
export function itemRemovalProblem(items: readonly SplitItem[], index: number, language: CodecLanguage): string | null {
  const key = items[index]?.key;
  if (key === undefined) return null;
  const used = items.some((item, i) => i !== index && item.formula && readsOf(item.formula).includes(key));
  return used ? TEXTS.inUse[language] : null;
}

/**
 * Why a column cannot be removed from the table: a formula elsewhere (another column's, or a split's) reads
 * the column itself, or one of its fixed sub-items; null when nothing reads them.
 */
export function columnRemovalProblem(column: { prop: string; split?: readonly SplitItem[] }, formulasElsewhere: readonly string[], language: CodecLanguage): string | null {
  const read = new Set(formulasElsewhere.flatMap(readsOf));
  if (read.has(column.prop)) return TEXTS.inUse[language];
  const fixed = (column.split ?? []).find((item) => item.fixed && read.has(item.key));
  return fixed ? fillPlaceholders(TEXTS.fixedInUse[language], { label: fixed.label }) : null;
}

export interface SplitResult {
  /** Each sub-item's value: 0 when its formula failed (then flagged). */
  values: Record<string, number>;
  failed: string[];
  /** The sum of the summary sub-items, rounded to the parent's decimals (2 when it declares none). */
  summary: number;
}

/**
 * The sub-items' values for one row: each formula over the row's `values` and the sub-items before it in
 * dependency order, rounded to 3 decimals (4 for a percent sub-item); a formula that fails (a missing value,
 * a division by zero, a cycle) gives 0 and is flagged (spec 001 §5).
 */
export function computeSplit(items: readonly SplitItem[], values: Readonly<Record<string, number | string | null | undefined>>, parentDecimals?: number): SplitResult {
  const keys = new Set(items.map((item) => item.key));
  // A split beyond the budget (stored before the budget, or sent around the dialog) is shown broken, never run.
  if (splitCost(items) > ROW_FORMULA_BUDGET) {
    const shown = Object.fromEntries(items.map((item) => [item.key, item.formula ? 0 : Number(typedOrZero(item.key, values))]));
    return { values: shown, failed: items.filter((item) => item.formula).map((item) => item.key), summary: 0 };
  }
  const cyclic = cyclesOf(items);
  const known: Record<string, number | string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== null && value !== undefined && value !== '') known[name] = value;
  const result: Record<string, number> = {};
  const failed: string[] = [];
  const pending = items.filter((item) => item.formula);
  for (const item of items) if (!item.formula) result[item.key] = Number(known[item.key] ?? 0);
  // Evaluate in rounds: a sub-item whose sub-item inputs are all known goes next.
  let progress = true;
  while (progress && pending.length > 0) {
    progress = false;
    for (let i = 0; i < pending.length; i++) {
      const item = pending[i];
      const reads = readsOf(item.formula!);
      if (!cyclic.has(item.key) && reads.some((name) => keys.has(name) && name !== item.key && !(name in result))) continue;
      pending.splice(i--, 1);
      progress = true;
      result[item.key] = evaluateItem(item, reads, { ...known, ...result }, cyclic, failed);
    }
  }
  for (const item of pending) {
    result[item.key] = 0;
    failed.push(item.key);
  }
  const summary = round(sum(items.filter((item) => item.isSummary).map((item) => result[item.key] ?? 0)), parentDecimals ?? SUMMARY_DECIMALS);
  return { values: result, failed, summary };
}

function typedOrZero(key: string, values: Readonly<Record<string, number | string | null | undefined>>): number | string {
  const value = values[key];
  return value === null || value === undefined || value === '' ? 0 : value;
}

function evaluateItem(item: SplitItem, reads: readonly string[], scope: Record<string, number | string>, cyclic: ReadonlySet<string>, failed: string[]): number {
  const formula = compiledOf(item.formula!);
  if (!formula || cyclic.has(item.key) || reads.some((name) => !(name in scope))) {
    failed.push(item.key);
    return 0;
  }
  try {
    return round(formula.evaluate(scope), item.isPercent ? PERCENT_DECIMALS : FORMULA_MONEY_DECIMALS);
  } catch {
    failed.push(item.key);
    return 0;
  }
}
