import { fillPlaceholders, placeholderNames, safeUrl, wholePlaceholder, type FillOptions } from '../../rules';
import type { ActionStep, ActionSteps } from '../../schemas/generated/action-steps';
import { conditionHolds, formulaResult, runtimeFormula, stepFormulaValue, type FormulaValue } from './values';

/** What running a program asks its caller to do, in order: each a thing the browser performs. */
export type StepEffect =
  | { kind: 'copy'; text: string }
  | { kind: 'navigate'; path: string }
  | { kind: 'open'; url: string }
  | { kind: 'filter'; where: Record<string, string | number | boolean> }
  | { kind: 'notify'; level: NonNullable<ActionStep['level']>; text: string }
  | { kind: 'clearSelection' }
  | { kind: 'refresh' }
  /** A step that could not run: no row to act on, nothing to copy or filter by, an address that may not be opened. */
  | { kind: 'refused'; reason: 'noRows' | 'nothingToCopy' | 'nothingToFilter' | 'unsafeAddress'; address?: string };

export type StepRow = Readonly<Record<string, unknown>>;

/** What a program runs over: the rows (a label's one row; a button's selected rows) and the clicked cell. */
export interface StepInput {
  rows: readonly StepRow[];
  /** The rows' id prop (_key); 'id' when not given. */
  rowKey?: string;
  /** _value: the clicked cell's value. */
  value?: unknown;
  /** _text: what the clicked cell shows (a row button: the right-clicked cell, else the row's shown cells). */
  text?: string;
  language: 'zh' | 'en';
}

/** One row as the steps see it: its fields, the lets computed on it so far, the platform's names. */
class RowScope {
  private readonly lets: Record<string, string> = Object.create(null) as Record<string, string>;

  constructor(
    private readonly row: StepRow,
    private readonly input: StepInput,
  ) {}

  /** A name's value: a let first, then the platform's names, then the row's own fields. */
  value(name: string): unknown {
    if (name in this.lets) return this.lets[name];
    switch (name) {
      case '_value':
        return this.input.value;
      case '_text':
        return this.input.text;
      case '_key':
        return this.field(this.input.rowKey ?? 'id');
      case '_count':
        return this.input.rows.length;
    }
    return this.field(name);
  }

  private field(name: string): unknown {
    return Object.hasOwn(this.row, name) ? this.row[name] : undefined;
  }

  readonly formulaValue = (name: string): FormulaValue => stepFormulaValue(this.value(name));

  holds(when: string | undefined): boolean {
    return when === undefined || conditionHolds(when, this.formulaValue);
  }

  /** A let's formulas in order, each able to read the ones before; one that cannot be computed leaves its name empty. */
  compute(lets: Readonly<Record<string, string>>): void {
    for (const [name, formula] of Object.entries(lets)) this.lets[name] = formulaResult(formula, this.formulaValue) ?? '';
  }

  fill(template: string, options: FillOptions = {}): string {
    return fillPlaceholders(template, (name) => this.value(name), { ...options, missing: 'empty' });
  }
}

const ADDRESS: FillOptions = { encode: encodeURIComponent };

/** The effect of one step other than let and copy, on the program's first row. */
function effectOf(step: ActionStep, scope: RowScope, language: StepInput['language']): StepEffect | null {
  if (step.navigate !== undefined) {
    const path = safeUrl(scope.fill(step.navigate, ADDRESS), 'site');
    return path === null ? { kind: 'refused', reason: 'unsafeAddress', address: scope.fill(step.navigate) } : { kind: 'navigate', path };
  }
  if (step.open !== undefined) {
    const url = safeUrl(scope.fill(step.open, ADDRESS));
    return url === null ? { kind: 'refused', reason: 'unsafeAddress', address: scope.fill(step.open) } : { kind: 'open', url };
  }
  if (step.filter !== undefined) {
    const where: Record<string, string | number | boolean> = {};
    for (const [key, template] of Object.entries(step.filter)) {
      // `{prop}` alone keeps the value's own type (an enum's 2 is 2), as the built-in filter does; text otherwise.
      const whole = wholePlaceholder(template);
      const raw = whole === undefined ? undefined : scope.value(whole);
      const value = typeof raw === 'number' || typeof raw === 'boolean' ? raw : scope.fill(template).trim();
      if (value !== '') where[key] = value;
    }
    return Object.keys(where).length > 0 ? { kind: 'filter', where } : { kind: 'refused', reason: 'nothingToFilter' };
  }
  if (step.notify !== undefined) {
    const text = language === 'en' && step.notifyEn !== undefined ? step.notifyEn : step.notify;
    return { kind: 'notify', level: step.level ?? 'success', text: scope.fill(text) };
  }
  if (step.clearSelection) return { kind: 'clearSelection' };
  if (step.refresh) return { kind: 'refresh' };
  return null;
}

/** The platform's names that are no row's: a step reading only these may run without a row. */
const ROWLESS = new Set(['_count', '_text', '_value']);

/** The names a step reads: its condition's and its texts' (a formula the evaluator refuses reads nothing). */
function namesRead(step: ActionStep): string[] {
  const names = step.when === undefined ? [] : [...(runtimeFormula(step.when, 'condition')?.variables ?? [])];
  for (const text of [step.navigate, step.open, step.notify, step.notifyEn, ...Object.values(step.filter ?? {})]) {
    if (text !== undefined) names.push(...placeholderNames(text));
  }
  return names;
}

/**
 * What a program of steps (action-steps.schema.json) does on these rows, as effects for the caller to perform:
 * pure, so the same program means the same on every page, in tests and in the studio's preview. `let` computes
 * on every row; `copy` takes each row where its `when` holds, joined; every other step runs when its `when` holds
 * on any of the rows (a guard stops the program for one offending row among several, as a button's disableWhen
 * does) and acts on the first of them. A step that reads a row when there is none (a button with nothing selected)
 * is refused. A step with `stop` that ran ends the program, and so does a step that was refused.
 */
export function planSteps(steps: ActionSteps, input: StepInput): StepEffect[] {
  const scopes = input.rows.map((row) => new RowScope(row, input));
  // Without rows, the platform's own names are still there (_count is 0).
  const rowless = new RowScope({}, input);
  const effects: StepEffect[] = [];
  for (const step of steps) {
    let ran: boolean;
    if (step.let !== undefined) {
      for (const scope of scopes) if (scope.holds(step.when)) scope.compute(step.let);
      continue;
    } else if (step.copy !== undefined) {
      const copy = step.copy;
      const shown = scopes
        .filter((scope) => scope.holds(step.when))
        .map((scope) => scope.fill(copy))
        .filter((text) => text.trim() !== '');
      ran = shown.length > 0;
      if (scopes.length === 0) effects.push({ kind: 'refused', reason: 'noRows' });
      else if (!ran) effects.push({ kind: 'refused', reason: 'nothingToCopy' });
      else effects.push({ kind: 'copy', text: shown.join(step.join ?? '\n') });
    } else if (scopes.length === 0 && namesRead(step).some((name) => !ROWLESS.has(name))) {
      ran = false;
      effects.push({ kind: 'refused', reason: 'noRows' });
    } else {
      const scope = (scopes.length === 0 ? [rowless] : scopes).find((candidate) => candidate.holds(step.when));
      ran = scope !== undefined;
      const effect = scope ? effectOf(step, scope, input.language) : null;
      if (effect) effects.push(effect);
    }
    // A step that could not run ends the program: what follows (a notice, a refresh) assumed it did.
    if (effects.at(-1)?.kind === 'refused' || (ran && step.stop)) break;
  }
  return effects;
}
