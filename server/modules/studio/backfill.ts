import type { Kysely, Selectable } from 'kysely';
import type { ChooseConfig } from '../../../schemas/generated/choose-config.js';
import type { WorkflowDefinition } from '../../../schemas/generated/workflow-definition.js';
import type { Database } from '../../db/tables.js';
import { isObject } from '../../../rules/config-values.js';
import { readStoredJson } from '../../db/stored-json.js';
import type { WorkflowTplTable } from '../../db/tables/workflow.js';
import { chooserVersions } from './chooser-studio.js';
import { workflowVersions } from './workflow-apply.js';

type Db = Kysely<Database>;

/** An active approval template's rows as the definition the studio publishes (workflow-apply.ts, the other way). */
async function templateDefinition(db: Db, template: Selectable<WorkflowTplTable>): Promise<WorkflowDefinition> {
  const nodes = await db.selectFrom('workflow_nodes').selectAll().where('tpl_id', '=', template.id).orderBy('sort').execute();
  const definition: WorkflowDefinition = {
    label: template.label, name: template.name, multiple_rounds: template.multiple_rounds === 1, self_approval: template.self_approval === 1,
    nodes: nodes.map((node): WorkflowDefinition['nodes'][number] => {
      const approvers = readStoredJson<{ users?: number[]; roles?: number[]; positions?: number[]; field?: string }>(node.approvers, isObject, {});
      return {
        name: node.name, get_user_type: node.get_user_type as WorkflowDefinition['nodes'][number]['get_user_type'],
        pending_type: node.pending_type as WorkflowDefinition['nodes'][number]['pending_type'], user_count: node.user_count,
        ...(approvers.users?.length ? { users: approvers.users } : {}), ...(approvers.roles?.length ? { roles: approvers.roles } : {}),
        ...(approvers.positions?.length ? { positions: approvers.positions } : {}), ...(approvers.field ? { field: approvers.field } : {}),
        ...(node.opinion_required ? { opinion_required: true } : {}),
      };
    }),
  };
  if (template.group_tab) definition.group_tab = template.group_tab;
  if (template.form_name) definition.form_name = template.form_name;
  if (template.after_action) definition.after_action = template.after_action as WorkflowDefinition['after_action'];
  const cards = readStoredJson<WorkflowDefinition['card_fields']>(template.card_fields, Array.isArray, undefined);
  if (cards?.length) definition.card_fields = cards;
  return definition;
}

/** Stores version 1 unless another app server starting beside this one did so first. */
async function firstVersion(insert: () => Promise<void>): Promise<void> {
  try {
    await insert();
  } catch {
    // The unique (name, version) refused a second version 1: it is stored.
  }
}

/**
 * Configuration made before the studio versioned it (a database seeded before migrations 027 and 029): its active
 * approval templates and its choose configs become version 1, authored by the platform, so the studio lists them
 * and the next publish is version 2 over them. Runs at each start; nothing to do once every one has a version.
 */
export async function backfillVersions(db: Db): Promise<void> {
  // Only what has no version is read: at a start with nothing to do, two small queries and no definition parsed.
  const templates = await db
    .selectFrom('workflow_tpls as t')
    .selectAll('t')
    .where('t.status', '=', 1)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('definition_versions as v').select('v.id').where('v.kind', '=', 'workflow').whereRef('v.name', '=', 't.label'))))
    .orderBy('t.id')
    .execute();
  for (const template of templates) {
    const definition = await templateDefinition(db, template);
    await firstVersion(() => workflowVersions.insert(db, { name: template.label, definition, version: 1, changes: [], note: 'existing', author: null }));
  }
  const configs = await db
    .selectFrom('choose_configs as c')
    .selectAll('c')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('definition_versions as v').select('v.id').where('v.kind', '=', 'chooser').whereRef('v.name', '=', 'c.name'))))
    .orderBy('c.id')
    .execute();
  for (const row of configs) {
    const definition: ChooseConfig = {
      name: row.name, resource: row.resource, select_field: row.select_field, select_type: row.select_type as ChooseConfig['select_type'],
      need_data_perms: row.need_data_perms as ChooseConfig['need_data_perms'], check_group: row.check_group as ChooseConfig['check_group'],
      params: readStoredJson<ChooseConfig['params']>(row.params, isObject, {}), fields: readStoredJson<ChooseConfig['fields']>(row.fields, Array.isArray, []),
    };
    await firstVersion(() => chooserVersions.insert(db, { name: row.name, definition, version: 1, changes: [], note: 'existing', author: null }));
  }
}
