import type { Kysely } from 'kysely';
import type { CodecOption } from '../../../codecs/index.js';
import type { FieldType } from '../../../schemas/generated/field-type.js';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import type { Language } from '../../http/messages.js';
import { STATE_FIELD, isDocument } from '../resources/lifecycle.js';
import { pickedModels, pickedNameFields } from '../resources/picked-fields.js';
import { rowConfig } from '../remote-fields/row-config.js';
import { draftRequired } from '../resources/add.js';
import { codecOptions } from '../remote-fields/codec-options.js';
import { columnType } from '../remote-fields/field-types.js';

/** One column of an import: the field it fills, the header it is found by, and how its text is read. */
export interface ImportColumn {
  key: string;
  /** The header in the caller's language (the template's), and the other language's (also accepted). */
  label: string;
  otherLabel: string;
  type: FieldType;
  options?: CodecOption[];
  moneyFormat?: number;
  /** Must have a value (a saved record's required field; the number is the server's when left empty). */
  required: boolean;
  maxLength?: number;
}

/**
 * The columns an import of `definition` through the menu `permsId` reads: the page's columns (its remote
 * fields, in their order, with their labels and option lists) that are fields a user may fill, then any
 * required field the page does not show. A document's state, the server's stamps and the picked fields (the
 * importer by default, as a new form) are never imported.
 */
export async function importColumns(db: Kysely<Database>, definition: ResourceDefinition, permsId: number, language: Language): Promise<ImportColumn[]> {
  const remote = await db.selectFrom('remote_fields').select(['id', 'prop', 'label', 'label_en', 'config']).where('perms_id', '=', permsId).where('status', '=', 1).orderBy('sort', 'desc').orderBy('id', 'asc').execute();
  const picked = pickedModels(definition);
  const skipped = new Set([...picked.map((m) => m.field.name), ...pickedNameFields(picked), ...(isDocument(definition) ? [STATE_FIELD] : [])]);
  const fillable = new Map(definition.fields.filter((f) => !skipped.has(f.name)).map((f) => [f.name, f]));
  const required = (field: ResourceField) => field.name !== definition.numbering?.field && !field.nullable;
  const columns: ImportColumn[] = [];
  const seen = new Set<string>();
  const add = (field: ResourceField, zh: string, en: string, config: Record<string, unknown>) => {
    seen.add(field.name);
    const options = codecOptions(config);
    columns.push({
      key: field.name,
      label: language === 'en' ? en || zh : zh,
      otherLabel: language === 'en' ? zh : en || zh,
      type: columnType(config.valueType, field.type),
      ...(options ? { options } : {}),
      ...(typeof config.moneyFormat === 'number' ? { moneyFormat: config.moneyFormat } : {}),
      required: required(field),
      ...(field.maxLength ? { maxLength: field.maxLength } : {}),
    });
  };
  for (const row of remote) {
    const field = fillable.get(row.prop);
    if (field && !seen.has(field.name)) add(field, row.label, row.label_en, rowConfig(row));
  }
  for (const field of fillable.values()) if (!seen.has(field.name) && required(field)) add(field, field.name, field.name, {});
  // A draft's own required fields count as required too, whatever the page shows.
  for (const name of draftRequired(definition)) {
    const column = columns.find((c) => c.key === name);
    if (column) column.required = true;
  }
  return columns;
}
