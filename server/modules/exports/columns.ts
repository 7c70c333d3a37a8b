import type { Kysely } from 'kysely';
import type { CodecOption } from '../../../codecs/index.js';
import type { FieldType } from '../../../schemas/generated/field-type.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import type { Language } from '../../http/messages.js';
import { ApiError, Code } from '../../http/envelope.js';
import { rowConfig } from '../remote-fields/row-config.js';
import { codecOptions } from '../remote-fields/codec-options.js';
import { columnType } from '../remote-fields/field-types.js';
import { servedColumns } from '../resources/table.js';
import { readSetting, type SettingOwner, type SettingValue } from '../settings/store.js';

/** One column of an export: the row's field, its header, and how its values are written (its field codec). */
export interface ExportColumn {
  key: string;
  label: string;
  type: FieldType;
  options?: CodecOption[];
  moneyFormat?: number;
  timeFormat?: string;
}

/** At most this many columns in one export (the settings' own limit). */
export const MAX_EXPORT_COLUMNS = 200;

/**
 * The columns an export writes, decided by the server: the list's columns as the caller sees them (their
 * setting merged over the menu's remote fields: shown, order, labels), or the subset `keys` names in its order
 * (a saved view's columns), each formatted as the menu declares it. A key the menu does not have is 4400; a
 * column that is not a field of the resource (an actions column) is not exported.
 */
export async function exportColumns(
  db: Kysely<Database>,
  setting: SettingValue,
  owner: SettingOwner,
  definition: ResourceDefinition,
  language: Language,
  keys: readonly string[] | undefined,
): Promise<ExportColumn[]> {
  const [merged, remote] = await Promise.all([
    readSetting(db, setting, owner),
    db.selectFrom('remote_fields').select(['id', 'prop', 'config']).where('perms_id', '=', owner.permsId).where('status', '=', 1).execute(),
  ]);
  const configs = new Map(remote.map((row) => [row.prop, rowConfig(row)]));
  const known = new Map(merged.table_fields.map((field) => [field.key, field]));
  const fields = new Map(servedColumns(definition).fields.map((field) => [field.name, field]));
  const wanted = keys ?? merged.table_fields.filter((field) => field.checked).map((field) => field.key);
  if (wanted.length > MAX_EXPORT_COLUMNS) throw new ApiError(Code.BAD_QUERY, 'tooManyExportColumns', { max: MAX_EXPORT_COLUMNS });
  const columns: ExportColumn[] = [];
  const seen = new Set<string>();
  for (const key of wanted) {
    const shown = known.get(key);
    if (!shown) throw new ApiError(Code.BAD_QUERY, 'unknownExportColumn', { key: key.slice(0, 64) });
    const field = fields.get(key);
    if (!field || seen.has(key)) continue;
    seen.add(key);
    const config = configs.get(key) ?? {};
    const type = columnType(config.valueType, field.type);
    const options = codecOptions(config);
    columns.push({
      key,
      label: (language === 'en' ? shown.label_en || shown.label : shown.label) || key,
      type,
      ...(options ? { options } : {}),
      ...(typeof config.moneyFormat === 'number' ? { moneyFormat: config.moneyFormat } : {}),
      ...(typeof config.timeFormat === 'string' ? { timeFormat: config.timeFormat } : {}),
    });
  }
  if (columns.length === 0) throw new ApiError(Code.BAD_QUERY, 'noExportColumns');
  return columns;
}
