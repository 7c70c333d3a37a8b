import type { ChartSchema } from '../../../schemas/generated/chart.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Language } from '../../http/messages.js';
import { ApiError } from '../../http/envelope.js';
import { message } from '../../http/messages.js';
import { chartFields } from '../resources/chart.js';
import { resourceBase } from '../resources/served.js';
import { servedColumns } from '../resources/table.js';
import { studioValidator } from './check.js';
import { problem, schemaProblem } from './problems.js';

/**
 * A dashboard's charts (func_config page_type 4, `charts`, their schema the chart renderer's own, checked with the
 * func_config's) against what there is: each series' resource served, its fields columns of it, its drill a page
 * that exists. Paths point into the page definition.
 */
export function checkCharts(
  charts: unknown,
  context: { resources: readonly ResourceDefinition[]; routes: ReadonlySet<string>; language: Language; base?: string; withSchema?: boolean },
): DefinitionProblem[] {
  const { language } = context;
  const base = context.base ?? '/func_config/charts';
  if (!Array.isArray(charts) || charts.length === 0) {
    return [problem(language, base, 'invalid', { reason: language === 'zh' ? '看板须至少有一个图表' : 'A dashboard has at least one chart' })];
  }
  const problems: DefinitionProblem[] = [];
  // A dashboard's have been checked with the func_config's schema (page-func-config.ts); a statistics area's are
  // checked with the chart renderer's here. Then what they refer to.
  const validate = studioValidator('chart.schema.json');
  charts.forEach((chart: unknown, i) => {
    if (context.withSchema && !validate(chart)) {
      for (const error of validate.errors ?? []) {
        const found = schemaProblem(language, error);
        problems.push({ ...found, path: `${base}/${i}${found.path}` });
      }
      return;
    }
    const { series, split_field: split } = chart as ChartSchema;
    series.forEach((s, j) => {
      const at = `${base}/${i}/series/${j}`;
      const resource = context.resources.find((r) => resourceBase(r) === s.resource);
      if (!resource) {
        problems.push(problem(language, `${at}/resource`, 'unknownResource', { name: s.resource }));
        return;
      }
      const columns = new Set(servedColumns(resource).names);
      const fields = [['group_field', s.group_field], ['value_field', s.value_field], ['split_field', j === 0 ? split : undefined]] as const;
      const unknown = fields.filter(([, name]) => name !== undefined && !columns.has(name));
      for (const [key, name] of unknown) problems.push(problem(language, key === 'split_field' ? `${base}/${i}/split_field` : `${at}/${key}`, 'unknownColumn', { name: name! }));
      // What the chart call will refuse (a period of a field that is no date, a sum of what is no amount, ...), refused now.
      if (unknown.length === 0) {
        try {
          chartFields(resource, { group_field: s.group_field, bucket: s.bucket, value_field: s.value_field, split_field: series.length === 1 ? split : undefined });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          problems.push(problem(language, at, 'invalid', { reason: message(language, error.key, error.params) }));
        }
      }
      if (s.drill && !context.routes.has(s.drill.url.replace(/\/+$/, ''))) problems.push(problem(language, `${at}/drill/url`, 'unknownRoute', { name: s.drill.url }));
    });
  });
  return problems;
}
