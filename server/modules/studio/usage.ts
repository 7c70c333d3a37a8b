import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Database } from '../../db/tables.js';
import type { Language } from '../../http/messages.js';
import { resourceBase } from '../resources/served.js';
import { conditionFields } from '../risk/rules.js';
import { compileCondition } from '../risk/sandbox.js';
import { resourceColumns } from '../resources/table.js';
import { partText, problem } from './problems.js';

/**
 * Fields a publish would stop serving that a page still uses: a column (remote field) of a menu listing the
 * resource, or a condition of a saved view on such a menu. Each is a problem at /fields, whatever the
 * confirmation: the page or view would break, so it is changed first.
 */
export async function fieldsInUse(db: Kysely<Database>, definition: ResourceDefinition, dropped: readonly string[], language: Language): Promise<DefinitionProblem[]> {
  if (dropped.length === 0) return [];
  const menus = await db.selectFrom('perm_nodes').select(['id', 'name', 'name_en']).where('remote_request_url', '=', `${resourceBase(definition)}/index`).execute();
  if (menus.length === 0) return [];
  const menuName = new Map(menus.map((m) => [m.id, { zh: m.name, en: m.name_en || m.name }]));
  const ids = menus.map((m) => m.id);
  const problems: DefinitionProblem[] = [];
  const columns = await db.selectFrom('remote_fields').select(['perms_id', 'prop']).where('perms_id', 'in', ids).where('prop', 'in', [...dropped]).orderBy('id').execute();
  for (const column of columns) {
    problems.push(problem(language, '/fields', 'inUse', { name: column.prop, where: partText('columnOf', { menu: menuName.get(column.perms_id)! }) }));
  }
  const views = await db.selectFrom('saved_views').select(['perms_id', 'name', 'params']).where('perms_id', 'in', ids).where('is_hidden', '=', 0).orderBy('id').execute();
  for (const view of views) {
    let props: string[] = [];
    try {
      const where = (JSON.parse(view.params) as { where?: { prop?: unknown }[] }).where ?? [];
      props = where.map((c) => String(c.prop));
    } catch {
      // A view whose conditions cannot be read uses nothing this check can name.
    }
    for (const name of dropped.filter((field) => props.includes(field))) {
      problems.push(problem(language, '/fields', 'inUse', { name, where: partText('viewOf', { menu: menuName.get(view.perms_id)!, view: view.name }) }));
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
