import type { Kysely } from 'kysely';
import type { ExportTemplate, TemplateField } from '../../../schemas/generated/export-template.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import { compileJson } from '../../http/validators.js';
import { SPLIT_VALUES_FIELD, childColumns } from '../resources/children.js';
import { servedColumns } from '../resources/table.js';
import type { ResolvedTemplate, TypedField } from './render.js';

const validTemplate = compileJson<ExportTemplate>({ $ref: 'export-template.schema.json#' });

function broken(name: string, detail: string): ApiError {
  return new ApiError(Code.CONFIG_ERROR, 'exportTemplateBroken', { name, detail: detail.slice(0, 200) });
}

function typed(name: string, fields: readonly TemplateField[], known: ReadonlyMap<string, { type: TypedField['type'] }>, where: string): TypedField[] {
  return fields.map((field) => {
    const declared = known.get(field.prop);
    if (!declared) throw broken(name, `${field.prop} is not a field of ${where}`);
    return { ...field, type: declared.type };
  });
}

/** Checks a template against its schema and its resource (every field, the child and its columns exist), answering it typed. */
export function resolveTemplate(label: string, config: unknown, definition: ResourceDefinition): ResolvedTemplate {
  if (!validTemplate(config)) {
    const [error] = validTemplate.errors ?? [];
    throw broken(label, `${error?.instancePath || '/'} ${error?.message ?? ''}`.trim());
  }
  if (config.resource !== definition.name) throw broken(label, `it prints ${config.resource}, not ${definition.name}`);
  const fields = typed(label, config.fields, new Map(servedColumns(definition).fields.map((f) => [f.name, f])), definition.name);
  let lines: TypedField[] = [];
  if (config.lines) {
    const child = definition.children?.find((c) => c.name === config.lines?.child);
    if (!child) throw broken(label, `${definition.name} has no lines ${config.lines.child}`);
    // A row's own split values are JSON of the server's, not a column a template may print.
    const columns = new Map(childColumns(child).filter((f) => f !== SPLIT_VALUES_FIELD).map((f) => [f.name, f]));
    lines = typed(label, config.lines.columns, columns, `${definition.name}.${child.name}`);
    for (const prop of config.lines.total ?? []) if (!lines.some((f) => f.prop === prop)) throw broken(label, `total ${prop} is not a column of the lines`);
  }
  return { template: config, fields, lines };
}

/** The active template `label` as stored, checked (4460 naming what is wrong); 4400 when there is none. */
export async function loadTemplate(db: Kysely<Database>, label: string, definition: ResourceDefinition): Promise<ResolvedTemplate> {
  const row = await db.selectFrom('export_templates').select(['config']).where('label', '=', label).where('status', '=', 1).executeTakeFirst();
  if (!row) throw new ApiError(Code.BAD_REQUEST, 'exportTemplateMissing');
  let config: unknown;
  try {
    config = JSON.parse(row.config);
  } catch {
    throw broken(label, 'config is not JSON');
  }
  return resolveTemplate(label, config, definition);
}
