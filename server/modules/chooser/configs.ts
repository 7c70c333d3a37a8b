import type { Kysely } from 'kysely';
import type { ChooseConfig } from '../../../schemas/generated/choose-config.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import { compileJson } from '../../http/validators.js';
import { servedColumns } from '../resources/table.js';

const validConfig = compileJson<ChooseConfig>({ $ref: 'choose-config.schema.json#' });

/** A stored config and the resource it lists. */
export interface LoadedConfig {
  config: ChooseConfig;
  definition: ResourceDefinition;
}

function parsed(name: string, column: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(Code.CONFIG_ERROR, 'chooseConfigBroken', { name, detail: `${column} is not JSON` });
  }
}

/**
 * The choose config `name` as stored (spec 001 §3 business data choose config), checked against its schema
 * and its resource: 4404 when there is none; 4460 naming what is wrong when its JSON, its resource or a
 * field it names does not hold, so a configurator learns of it before a user opens the dialog.
 */
export async function loadConfig(db: Kysely<Database>, resources: readonly ResourceDefinition[], name: string): Promise<LoadedConfig> {
  const row = await db.selectFrom('choose_configs').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row) throw new ApiError(Code.NOT_FOUND, 'chooseConfigNotFound', { name });
  const config = {
    name: row.name,
    resource: row.resource,
    select_field: row.select_field,
    select_type: row.select_type,
    need_data_perms: row.need_data_perms,
    check_group: row.check_group,
    params: parsed(name, 'params', row.params),
    fields: parsed(name, 'fields', row.fields),
  };
  if (!validConfig(config)) {
    const [error] = validConfig.errors ?? [];
    throw new ApiError(Code.CONFIG_ERROR, 'chooseConfigBroken', { name, detail: `${error?.instancePath ?? ''} ${error?.message ?? ''}`.trim().slice(0, 200) });
  }
  const definition = resources.find((r) => r.name === config.resource);
  if (!definition) throw new ApiError(Code.CONFIG_ERROR, 'chooseConfigBroken', { name, detail: `unknown resource ${config.resource}` });
  const columns = servedColumns(definition).names;
  for (const prop of [config.select_field, ...config.fields.map((f) => f.prop)]) {
    if (!columns.includes(prop)) throw new ApiError(Code.CONFIG_ERROR, 'chooseConfigBroken', { name, detail: `${prop} is not a field of ${config.resource}` });
  }
  return { config: { ...config, fields: config.fields.map((f) => labelled(f, definition)) }, definition };
}

/**
 * A config field as the detail answers it: its own label, else its resource field's (issue 42 item 2, declared once),
 * else its prop (a field whose label was taken off the resource since the config was published).
 */
function labelled(field: ChooseConfig['fields'][number], definition: ResourceDefinition): ChooseConfig['fields'][number] {
  if (field.label !== undefined) return field;
  const label = definition.fields.find((f) => f.name === field.prop)?.label;
  return { ...field, label: label?.zh ?? field.prop, label_en: label?.en ?? field.prop };
}
