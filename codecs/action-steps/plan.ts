import { fillPlaceholders, safeUrl, type FillOptions } from '../../rules';
import type { ActionStep, ActionSteps } from '../../schemas/generated/action-steps';
import { conditionHolds, formulaResult, stepFormulaValue, type FormulaValue } from './values';

/** What running a program asks its caller to do, in order: each a thing the browser performs. */
export type StepEffect =
  | { kind: 'copy'; text: string }
  | { kind: 'navigate'; path: string }
  | { kind: 'open'; url: string }
  | { kind: 'filter'; where: Record<string, string> }
  | { kind: 'notify'; level: NonNullable<ActionStep['level']>; text: string }
  | { kind: 'clearSelection' }
  | { kind: 'refresh' }
  /** A step that could not run: no row to copy from, nothing to copy, an address that may not be opened. */
  | { kind: 'refused'; reason: 'noRows' | 'nothingToCopy' | 'unsafeAddress'; address?: string };

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
        return this.row[this.input.rowKey ?? 'id'];
      case '_count':
        return this.input.rows.length;
    }
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
    const where: Record<string, string> = {};
    for (const [key, template] of Object.entries(step.filter)) {
      const value = scope.fill(template).trim();
      if (value !== '') where[key] = value;
    }
    return Object.keys(where).length > 0 ? { kind: 'filter', where } : null;
  }
  if (step.notify !== undefined) {
    const text = language === 'en' && step.notifyEn !== undefined ? step.notifyEn : step.notify;
    return { kind: 'notify', level: step.level ?? 'success', text: scope.fill(text) };
  }
  if (step.clearSelection) return { kind: 'clearSelection' };
  if (step.refresh) return { kind: 'refresh' };
  return null;
}

/**
 * What a program of steps (action-steps.schema.json) does on these rows, as effects for the caller to perform:
 * pure, so the same program means the same on every page, in tests and in the studio's preview. `let` computes
 * on every row; `copy` takes each row where its `when` holds, joined; every other step acts on the first row,
 * when its `when` holds there. A step with `stop` that ran ends the program, and so does a step that was refused.
 */
export function planSteps(steps: ActionSteps, input: StepInput): StepEffect[] {
  const scopes = (input.rows.length > 0 ? input.rows : [{}]).map((row) => new RowScope(row, input));
  const first = scopes[0];
  const effects: StepEffect[] = [];
  for (const step of steps) {
    let ran: boolean;
    if (step.let !== undefined) {
      for (const scope of scopes) if (scope.holds(step.when)) scope.compute(step.let);
      continue;
    } else if (step.copy !== undefined) {
      const copy = step.copy;
      const texts = input.rows.length === 0 ? [] : scopes.filter((scope) => scope.holds(step.when)).map((scope) => scope.fill(copy));
      const shown = texts.filter((text) => text.trim() !== '');
      ran = shown.length > 0;
      if (input.rows.length === 0) effects.push({ kind: 'refused', reason: 'noRows' });
      else if (!ran) effects.push({ kind: 'refused', reason: 'nothingToCopy' });
      else effects.push({ kind: 'copy', text: shown.join(step.join ?? '\n') });
    } else {
      ran = first.holds(step.when);
      const effect = ran ? effectOf(step, first, input.language) : null;
      if (effect) effects.push(effect);
    }
    // A step that could not run ends the program: what follows (a notice, a refresh) assumed it did.
    if (effects.at(-1)?.kind === 'refused' || (ran && step.stop)) break;
  }
  return effects;
}
