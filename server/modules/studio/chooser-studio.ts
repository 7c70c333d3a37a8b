import type { Transaction } from 'kysely';
import type { ChooseConfig } from '../../../schemas/generated/choose-config.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { DefinitionChange, DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import type { Language } from '../../http/messages.js';
import { parseOrder } from '../resources/order.js';
import { servedColumns } from '../resources/table.js';
import { changedKeys } from './changes.js';
import { conditionProblems } from './page-programs.js';
import { studioValidator } from './check.js';
import { problem, schemaProblem } from './problems.js';
import { versionStore, type NewVersion } from './store.js';

// Choose configs as studio data (issue 23, spec 001 §3 business data choose config): checked as the chooser loads
// them (server/modules/chooser/configs.ts: the schema, the resource, its columns), published as versions by name.

export const chooserVersions = versionStore<ChooseConfig>('chooser');

/** Every mistake of a choose config at its JSON pointer: the schema's, then its resource, its columns and its order. */
export function checkChooser(input: unknown, context: { resources: readonly ResourceDefinition[]; language: Language }): { problems: DefinitionProblem[]; config?: ChooseConfig } {
  const { language } = context;
  const validate = studioValidator('choose-config.schema.json');
  if (!validate(input)) return { problems: (validate.errors ?? []).map((e) => schemaProblem(language, e)) };
  const config = input as ChooseConfig;
  const resource = context.resources.find((r) => r.name === config.resource);
  if (!resource) return { problems: [problem(language, '/resource', 'unknownResource', { name: config.resource })] };
  const { fields: columns, names } = servedColumns(resource);
  const problems: DefinitionProblem[] = [];
  if (!names.includes(config.select_field)) problems.push(problem(language, '/select_field', 'unknownColumn', { name: config.select_field }));
  config.fields.forEach((f, i) => !names.includes(f.prop) && problems.push(problem(language, `/fields/${i}/prop`, 'unknownColumn', { name: f.prop })));
  // A field states its label only where it differs from its resource field's; with neither it has none.
  config.fields.forEach((f, i) => {
    const declared = resource.fields.find((field) => field.name === f.prop)?.label;
    if (f.label === undefined && names.includes(f.prop) && !declared) problems.push(schemaProblem(language, { keyword: 'required', instancePath: `/fields/${i}`, schemaPath: '', params: { missingProperty: 'label' } }));
  });
  // The before-select rules run in the dialog over each row: checked here over the resource's columns.
  (config.params.before_select ?? []).forEach((rule, i) => problems.push(...conditionProblems(rule.when, `/params/before_select/${i}/when`, { columns: new Set(names), language, routeKnown: () => true })));
  const order = config.params.order;
  if (order !== undefined) {
    try {
      parseOrder(columns, order, 'id desc');
    } catch {
      problems.push(problem(language, '/params/order', 'badOrder', { text: order.slice(0, 64) }));
    }
  }
  return problems.length > 0 ? { problems } : { problems, config };
}

/** What publishing `next` over `current` changes: created, or which parts changed. */
export function chooserChanges(current: ChooseConfig | undefined, next: ChooseConfig): DefinitionChange[] {
  return changedKeys(current, next, ['resource', 'select_field', 'select_type', 'need_data_perms', 'check_group', 'params', 'fields']);
}

/** The choose_configs row of a config. */
export function chooserRow(config: ChooseConfig) {
  return {
    resource: config.resource, select_field: config.select_field, select_type: config.select_type, need_data_perms: config.need_data_perms,
    check_group: config.check_group, params: JSON.stringify(config.params), fields: JSON.stringify(config.fields),
  };
}

/** Publishes a checked choose config: the config of its name added or changed, and the version stored. */
export async function applyChooser(trx: Transaction<Database>, next: Omit<NewVersion<ChooseConfig>, 'name'>): Promise<ChooseConfig> {
  const config = next.definition;
  const now = nowStamp();
  const updated = await trx.updateTable('choose_configs').set({ ...chooserRow(config), updated_at: now }).where('name', '=', config.name).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('choose_configs').values({ name: config.name, ...chooserRow(config), created_at: now, updated_at: now }).execute();
  await chooserVersions.insert(trx, { ...next, name: config.name });
  return config;
}
