import type { Kysely } from 'kysely';

// Frozen: issue 42 item 1, the definitions are the one truth. A database seeded before migrations 027 and 029 has
// approval templates and choose configs as rows only; each active template and each choose config becomes its
// studio version 1 here, once, as the platform's (this ran at every start before, server/modules/studio/backfill.ts).

type Stored = Record<string, unknown>;

function parsed<T>(text: unknown, accept: (value: unknown) => boolean, fallback: T): T {
  if (typeof text !== 'string' || text === '') return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return accept(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An active template and its steps as the studio's approval template definition (schemas/workflow-definition.schema.json). */
function templateDefinition(template: Stored, nodes: Stored[]): Stored {
  const cards = parsed<unknown[]>(template.card_fields, Array.isArray, []);
  return {
    label: template.label, name: template.name, multiple_rounds: Number(template.multiple_rounds) === 1, self_approval: Number(template.self_approval) === 1,
    nodes: nodes.map((node) => {
      const approvers = parsed<{ users?: number[]; roles?: number[]; positions?: number[]; field?: string }>(node.approvers, isObject, {});
      return {
        name: node.name, get_user_type: node.get_user_type, pending_type: node.pending_type, user_count: node.user_count,
        ...(approvers.users?.length ? { users: approvers.users } : {}), ...(approvers.roles?.length ? { roles: approvers.roles } : {}),
        ...(approvers.positions?.length ? { positions: approvers.positions } : {}), ...(approvers.field ? { field: approvers.field } : {}),
        ...(Number(node.opinion_required) ? { opinion_required: true } : {}),
      };
    }),
    ...(template.group_tab ? { group_tab: template.group_tab } : {}),
    ...(template.form_name ? { form_name: template.form_name } : {}),
    ...(template.after_action ? { after_action: template.after_action } : {}),
    ...(cards.length ? { card_fields: cards } : {}),
  };
}

/** A choose config's row as the studio's choose config definition (schemas/choose-config.schema.json). */
function chooserDefinition(row: Stored): Stored {
  return {
    name: row.name, resource: row.resource, select_field: row.select_field, select_type: row.select_type, need_data_perms: row.need_data_perms,
    check_group: row.check_group, params: parsed(row.params, isObject, {}), fields: parsed(row.fields, Array.isArray, []),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const versioned = async (kind: string) => new Set(((await db.selectFrom('definition_versions').select('name').where('kind', '=', kind).execute()) as { name: string }[]).map((r) => r.name));
  const store = (kind: string, name: string, definition: Stored) =>
    db.insertInto('definition_versions').values({ kind, name, version: 1, definition: JSON.stringify(definition), changes: '[]', note: 'existing', author_id: null, author_name: null, created_at: now }).execute();

  const workflows = await versioned('workflow');
  const templates = (await db.selectFrom('workflow_tpls').selectAll().where('status', '=', 1).orderBy('id').execute()) as Stored[];
  for (const template of templates) {
    const label = String(template.label);
    if (workflows.has(label)) continue;
    workflows.add(label);
    const nodes = (await db.selectFrom('workflow_nodes').selectAll().where('tpl_id', '=', template.id).orderBy('sort').execute()) as Stored[];
    await store('workflow', label, templateDefinition(template, nodes));
  }
  const choosers = await versioned('chooser');
  for (const row of (await db.selectFrom('choose_configs').selectAll().orderBy('id').execute()) as Stored[]) {
    if (!choosers.has(String(row.name))) await store('chooser', String(row.name), chooserDefinition(row));
  }
}
