import { placeholderNames, safeUrl } from '../../rules';
import type { ActionSteps } from '../../schemas/generated/action-steps';
import { compileFormula, FormulaError, type FormulaMode } from '../formula';

/** The names the platform gives every program besides the row's fields (plan.ts's RowScope). */
export const STEP_NAMES: readonly string[] = ['_value', '_text', '_key', '_count'];

/** One mistake of a program, at its JSON pointer under the program. */
export interface StepProblem {
  path: string;
  /** action: a step doing nothing or several things (name lists what it does); option: an option of another kind of step (join without copy, level or notifyEn without notify, stop on a let); formula: the evaluator refuses it (detail says why); placeholder: `{name}` reads nothing; letTaken: a let named like a field or another let; unknownField: a filter key the list has not; unknownRoute: navigate to no page of the app; unsafeAddress: open of what may not be opened. */
  code: 'action' | 'option' | 'formula' | 'placeholder' | 'letTaken' | 'unknownField' | 'unknownRoute' | 'unsafeAddress';
  name: string;
  detail?: string;
  /** formula: a condition (`when`) or a formula (`let`). */
  mode?: FormulaMode;
}

export interface StepCheckContext {
  /** The fields of the rows the program runs over. */
  fields: ReadonlySet<string>;
  /** Whether an address's route (its path, no query) is a page of the app. */
  routeKnown(route: string): boolean;
}

const TEXT_KEYS = ['copy', 'navigate', 'open', 'notify', 'notifyEn'] as const;

/** What a step may do: each step does exactly one of these. */
export const STEP_ACTIONS = ['let', 'copy', 'navigate', 'open', 'filter', 'notify', 'clearSelection', 'refresh'] as const;

/** Options that belong to one kind of step, and that kind. */
const OPTIONS = [
  ['join', 'copy'],
  ['level', 'notify'],
  ['notifyEn', 'notify'],
] as const;

/**
 * Whether an address to open is written so that the row's values cannot choose where it goes: its scheme and host
 * (or its leading `/`) as written, placeholders only after them, and safe once they are filled.
 */
function fixedOrigin(address: string): boolean {
  if (!/^(https?:\/\/[^/{}?#\\]+([/?#]|$)|\/(?![/\\]))/i.test(address)) return false;
  return safeUrl(address.replace(/\{\w+\}/g, 'x')) !== null;
}

/** The route of a written address, or undefined when placeholders make it only known when it runs. */
function literalRoute(address: string): string | undefined {
  const route = address.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return route.includes('{') ? undefined : route;
}

/**
 * Every mistake of a program as the studio publishes it (the browser would only find them when a user
 * clicks): each formula compiled over the names it may read at that step (the fields, the platform's names,
 * the lets before it), each placeholder read, let names, filter keys, the route a navigate opens.
 */
export function checkSteps(steps: ActionSteps, context: StepCheckContext): StepProblem[] {
  const problems: StepProblem[] = [];
  const names = new Set([...context.fields, ...STEP_NAMES]);
  const formula = (path: string, text: string, mode: FormulaMode) => {
    try {
      compileFormula(text, { variables: names, functions: mode });
    } catch (error) {
      problems.push({ path, code: 'formula', name: text.slice(0, 100), detail: error instanceof FormulaError ? error.message : String(error), mode });
    }
  };
  steps.forEach((step, i) => {
    const actions = STEP_ACTIONS.filter((action) => step[action] !== undefined);
    if (actions.length !== 1) problems.push({ path: `/${i}`, code: 'action', name: actions.join(', ') });
    for (const [option, kind] of OPTIONS) if (step[option] !== undefined && step[kind] === undefined) problems.push({ path: `/${i}/${option}`, code: 'option', name: option, detail: kind });
    if (step.stop !== undefined && step.let !== undefined) problems.push({ path: `/${i}/stop`, code: 'option', name: 'stop', detail: 'let' });
    if (step.when !== undefined) formula(`/${i}/when`, step.when, 'condition');
    for (const [name, text] of Object.entries(step.let ?? {})) {
      if (names.has(name)) problems.push({ path: `/${i}/let/${name}`, code: 'letTaken', name });
      formula(`/${i}/let/${name}`, text, 'arithmetic');
      names.add(name);
    }
    for (const key of TEXT_KEYS) {
      const text = step[key];
      if (text === undefined) continue;
      for (const name of placeholderNames(text)) if (!names.has(name)) problems.push({ path: `/${i}/${key}`, code: 'placeholder', name });
    }
    for (const [key, text] of Object.entries(step.filter ?? {})) {
      if (!context.fields.has(key)) problems.push({ path: `/${i}/filter/${key}`, code: 'unknownField', name: key });
      for (const name of placeholderNames(text)) if (!names.has(name)) problems.push({ path: `/${i}/filter/${key}`, code: 'placeholder', name });
    }
    const route = step.navigate === undefined ? undefined : literalRoute(step.navigate);
    if (route !== undefined && !context.routeKnown(route)) problems.push({ path: `/${i}/navigate`, code: 'unknownRoute', name: route });
    if (step.open !== undefined && !fixedOrigin(step.open)) problems.push({ path: `/${i}/open`, code: 'unsafeAddress', name: step.open.slice(0, 100) });
  });
  return problems;
}
