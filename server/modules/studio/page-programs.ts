import { checkSteps, type StepProblem } from '../../../codecs/action-steps/index.js';
import { compileFormula, ROW_FORMULA_BUDGET } from '../../../codecs/formula/index.js';
import { isObject } from '../../../rules/config-values.js';
import type { PageDefinition } from '../../../schemas/generated/page-definition.js';
import type { DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Language } from '../../http/messages.js';
import { studioValidator } from './check.js';
import { problem } from './problems.js';

/** What a page's programs are checked against: the columns of its resource, whether a route is a page of the app. */
export interface ProgramContext {
  columns: ReadonlySet<string>;
  routeKnown(route: string): boolean;
  language: Language;
}

type Text = { zh: string; en: string };

function reason(language: Language, text: Text): DefinitionProblem {
  return { path: '', code: 'invalid', message: text[language] };
}

/** A step problem as the studio says it, in the caller's language. */
function stepProblem(found: StepProblem, base: string, language: Language): DefinitionProblem {
  const path = `${base}${found.path}`;
  const { name, detail = '' } = found;
  switch (found.code) {
    case 'action':
      return {
        ...reason(
          language,
          name === ''
            ? { zh: '每一步须做一件事：let、copy、navigate、open、filter、notify、clearSelection、refresh 之一', en: 'A step does one thing: one of let, copy, navigate, open, filter, notify, clearSelection, refresh' }
            : { zh: `每一步只做一件事，这一步有：${name}`, en: `A step does one thing; this one has: ${name}` },
        ),
        path,
      };
    case 'formula':
      return { ...reason(language, found.mode === 'condition' ? { zh: `条件有误：${detail}`, en: `The condition is invalid: ${detail}` } : { zh: `公式有误：${detail}`, en: `The formula is invalid: ${detail}` }), path };
    case 'option':
      return { ...reason(language, { zh: `“${name}”只用于 ${detail} 步骤`, en: `"${name}" belongs to a ${detail} step` }), path };
    case 'placeholder':
      return { ...reason(language, { zh: `“{${name}}”既不是该行的字段，也不是之前 let 定义的名称`, en: `"{${name}}" is neither a field of the row nor a name an earlier let defines` }), path };
    case 'letTaken':
      return { ...reason(language, { zh: `名称“${name}”已是字段或之前定义的名称`, en: `The name "${name}" is already a field or an earlier name` }), path };
    case 'unsafeAddress':
      return {
        ...reason(language, {
          zh: `只能打开写明协议和域名的 http(s) 地址或本站页面（占位符只能在其后）：${name}`,
          en: `Only an http(s) address with its scheme and host written out, or a page of this site, may be opened (placeholders after them): ${name}`,
        }),
        path,
      };
    case 'unknownField':
      return problem(language, path, 'unknownColumn', { name });
    case 'unknownRoute':
      return { ...reason(language, { zh: `打开的页面“${name}”不存在`, en: `It opens "${name}", which is no page` }), code: 'unknownRoute', path };
  }
}

/** A program's problems at `base`, once its shape holds (a malformed one is the schema checks' to report). */
function programProblems(steps: unknown, base: string, context: ProgramContext): DefinitionProblem[] {
  if (steps === undefined || !studioValidator('action-steps.schema.json')(steps)) return [];
  return checkSteps(steps as Parameters<typeof checkSteps>[0], { fields: context.columns, routeKnown: context.routeKnown }).map((found) => stepProblem(found, base, context.language));
}

/** A condition over the row's columns (the risk rules' language), or its problem at `path`. */
export function conditionProblems(expression: unknown, path: string, { columns, language }: ProgramContext): DefinitionProblem[] {
  if (typeof expression !== 'string') return [];
  try {
    const { cost } = compileFormula(expression, { variables: columns, functions: 'condition' });
    // It runs for every row the page shows: bounded like one row of formulas (codecs/formula/cost.ts).
    if (cost > ROW_FORMULA_BUDGET) throw new Error(language === 'zh' ? `计算量过大（${cost}，最多 ${ROW_FORMULA_BUDGET}）` : `too much work (${cost}; at most ${ROW_FORMULA_BUDGET})`);
    return [];
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).slice(0, 200);
    return [problem(language, path, 'invalid', { reason: language === 'zh' ? `条件有误：${detail}` : `The condition is invalid: ${detail}` })];
  }
}

/**
 * What runs in the browser over a list's rows, checked at publish over the resource's columns as the shared
 * evaluator (codecs/formula) will read it: the buttons' judge expressions and programs of steps (config.steps),
 * and the function labels' steps and conditions of the columns. A user never meets a broken one.
 */
export function checkPagePrograms(page: PageDefinition, context: ProgramContext): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  (page.buttons ?? []).forEach((button, i) => {
    const config = isObject(button.func_config) ? button.func_config : {};
    for (const key of ['hideWhen', 'disableWhen'] as const) {
      const rule = config[key];
      if (isObject(rule)) problems.push(...conditionProblems(rule.expression, `/buttons/${i}/func_config/${key}/expression`, context));
    }
    problems.push(...programProblems(config.steps, `/buttons/${i}/func_config/steps`, context));
  });
  (page.fields ?? []).forEach((field, i) => {
    const label = isObject(field.config) && isObject(field.config.labelConfig) ? field.config.labelConfig : undefined;
    if (!label) return;
    const base = `/fields/${i}/config/labelConfig`;
    problems.push(...conditionProblems(label.when, `${base}/when`, context), ...programProblems(label.steps, `${base}/steps`, context));
  });
  return problems;
}
