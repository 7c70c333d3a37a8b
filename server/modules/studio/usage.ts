import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Database } from '../../db/tables.js';
import type { Language } from '../../http/messages.js';
import { readStoredJson } from '../../db/stored-json.js';
import { isObject } from '../../../rules/config-values.js';

/** A stored configuration column, or null when unset or unreadable (a broken one uses nothing this check can name). */
const stored = (text: string | null): unknown => readStoredJson<unknown>(text, () => true, null);
import { resourceBase } from '../resources/served.js';
import { conditionFields } from '../risk/rules.js';
import { compileCondition } from '../risk/sandbox.js';
import { resourceColumns } from '../resources/table.js';
import { partText, problem } from './problems.js';

/** The fields a form's Formily schema writes: its non-void nodes' names, through void containers (not into lines). */
function formFields(schema: unknown, into = new Set<string>()): Set<string> {
  if (!isObject(schema) || !isObject(schema.properties)) return into;
  for (const [name, node] of Object.entries(schema.properties)) {
    if (!isObject(node)) continue;
    if (node.type === 'void') formFields(node, into);
    else into.add(name);
  }
  return into;
}

/** The fields of the resource at `base` a list of charts groups, sums or splits by. */
function chartFields(charts: unknown, base: string): Set<string> {
  const fields = new Set<string>();
  for (const chart of Array.isArray(charts) ? charts : []) {
    if (!isObject(chart) || !Array.isArray(chart.series)) continue;
    const own = chart.series.filter((series): series is Record<string, unknown> => isObject(series) && series.resource === base);
    for (const series of own) for (const key of ['group_field', 'value_field']) if (typeof series[key] === 'string') fields.add(series[key]);
    if (own.length > 0 && typeof chart.split_field === 'string') fields.add(chart.split_field);
  }
  return fields;
}

/**
 * Fields a publish would stop serving that configuration still uses, each a problem at /fields whatever the
 * confirmation (what uses it would break, so it is changed first): a column (remote field) of a menu listing the
 * resource, a condition of a saved view on such a menu, a field of a form writing the resource, a chart's group,
 * sum or split over it (a dashboard's or a statistics area's), a choose config's column, an approval card field,
 * the total its rows sum into it.
 */
export async function fieldsInUse(db: Kysely<Database>, definition: ResourceDefinition, dropped: readonly string[], language: Language): Promise<DefinitionProblem[]> {
  if (dropped.length === 0) return [];
  const base = resourceBase(definition);
  const isDropped = (field: unknown): field is string => typeof field === 'string' && dropped.includes(field);
  const problems: DefinitionProblem[] = [];
  const inUse = (name: string, where: ReturnType<typeof partText>) => problems.push(problem(language, '/fields', 'inUse', { name, where }));
  const nameOf = (m: { name: string; name_en: string }) => ({ zh: m.name, en: m.name_en || m.name });

  // The record's own totals (合同金额 ← lines.amount): a summed field is named by its rows.
  for (const child of definition.children ?? []) {
    for (const name of Object.keys(child.totals ?? {}).filter(isDropped)) inUse(name, partText('totalOf', { child: child.label }));
  }
  const menus = await db.selectFrom('perm_nodes').select(['id', 'name', 'name_en']).where('remote_request_url', '=', `${base}/index`).execute();
  const menuName = new Map(menus.map((m) => [m.id, nameOf(m)]));
  const ids = menus.map((m) => m.id);
  if (ids.length > 0) {
    const columns = await db.selectFrom('remote_fields').select(['perms_id', 'prop']).where('perms_id', 'in', ids).where('prop', 'in', [...dropped]).orderBy('id').execute();
    for (const column of columns) inUse(column.prop, partText('columnOf', { menu: menuName.get(column.perms_id)! }));
    const views = await db.selectFrom('saved_views').select(['perms_id', 'name', 'params']).where('perms_id', 'in', ids).where('is_hidden', '=', 0).orderBy('id').execute();
    for (const view of views) {
      const where = (stored(view.params) as { where?: unknown } | null)?.where;
      const props = Array.isArray(where) ? where.map((c) => (isObject(c) ? c.prop : undefined)) : [];
      for (const name of dropped.filter((field) => props.includes(field))) inUse(name, partText('viewOf', { menu: menuName.get(view.perms_id)!, view: view.name }));
    }
  }

  // Forms writing the resource, dashboards and statistics areas charting it: any menu may.
  const configured = await db
    .selectFrom('perm_nodes')
    .select(['id', 'name', 'name_en', 'func_config', 'statistics_option'])
    .where((eb) => eb.or([eb('func_config', 'is not', null), eb('statistics_option', 'is not', null)]))
    .orderBy('id')
    .execute();
  for (const menu of configured) {
    const config = stored(menu.func_config);
    const form = isObject(config) && Number(config.page_type) === 2 && isObject(config.form) && config.form.resource === base ? config.form : undefined;
    for (const name of form ? [...formFields(form.schema)].filter(isDropped) : []) inUse(name, partText('formOf', { menu: nameOf(menu) }));
    const charts = [isObject(config) ? config.charts : undefined, (stored(menu.statistics_option) as { charts?: unknown } | null)?.charts];
    for (const name of [...new Set(charts.flatMap((c) => [...chartFields(c, base)]))].filter(isDropped)) inUse(name, partText('chartOf', { menu: nameOf(menu) }));
  }

  const choosers = await db.selectFrom('choose_configs').select(['name', 'select_field', 'fields']).where('resource', '=', definition.name).orderBy('id').execute();
  for (const chooser of choosers) {
    const fields = stored(chooser.fields);
    const props = new Set([chooser.select_field, ...(Array.isArray(fields) ? fields.map((f) => (isObject(f) ? f.prop : undefined)) : [])]);
    for (const name of [...props].filter(isDropped)) inUse(name, partText('chooserOf', { name: chooser.name }));
  }

  if (definition.workflowLabel) {
    const templates = await db.selectFrom('workflow_tpls').select(['name', 'card_fields']).where('label', '=', definition.workflowLabel).where('status', '=', 1).execute();
    for (const template of templates) {
      const cards = stored(template.card_fields);
      const fields = new Set(Array.isArray(cards) ? cards.map((c) => (isObject(c) ? c.field : undefined)) : []);
      for (const name of [...fields].filter(isDropped)) inUse(name, partText('cardOf', { name: template.name }));
    }
  }
  return problems;
}

/**
 * Risk rules of the resource that would no longer compile against the new definition (a field they read dropped
 * or renamed): a rule that cannot run never blocks, so the publish is refused and the rule named.
 */
export async function rulesBroken(db: Kysely<Database>, definition: ResourceDefinition, language: Language): Promise<DefinitionProblem[]> {
  const rules = await db.selectFrom('risk_rules').select(['code', 'name', 'condition']).where('resource', '=', definition.name).where('status', '=', 1).orderBy('sort').execute();
  const fields = conditionFields(definition, resourceColumns(definition).map((c) => c.name));
  const problems: DefinitionProblem[] = [];
  for (const rule of rules) {
    try {
      compileCondition(rule.condition, fields);
    } catch {
      problems.push(problem(language, '/fields', 'ruleBroken', { rule: rule.name, code: rule.code }));
    }
  }
  return problems;
}
