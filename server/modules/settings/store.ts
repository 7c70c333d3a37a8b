import constants from '../../../schemas/constants.json';
import type { Kysely } from 'kysely';
import type {
  ButtonInlinePosition, ContentPageSize, CustomSetting, StoredField,
} from '../../../schemas/generated/custom-setting.js';
import type { Database } from '../../db/tables.js';
import { readStoredJson } from '../../db/stored-json.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import { defaultFixed, defaultWidth, mergeColumns, ownColumns, type DefaultColumn } from './merge.js';
import { rowConfig } from '../remote-fields/row-config.js';
import type { SavedSetting } from './wire.js';

/** Whose setting: the user in the company of their current position, for one table of one menu. */
export interface SettingOwner {
  userId: number;
  companyId: number;
  tableName: string;
  permsId: number;
}

/** Spec 001 §9: "Button position default top". */
const DEFAULT_BUTTON_POSITION: ButtonInlinePosition = 'top';
const PAGE_SIZES: readonly number[] = constants.pageSizes;

/** The admin default: the menu's remote fields in remoteField/list's order (highest sort weight first). */
async function defaultColumns(db: Kysely<Database>, permsId: number): Promise<DefaultColumn[]> {
  const rows = await db
    .selectFrom('remote_fields')
    .select(['id', 'prop', 'label', 'label_en', 'config'])
    .where('perms_id', '=', permsId)
    .where('status', '=', 1)
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
    .execute();
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.prop)) return [];
    seen.add(row.prop);
    const config = rowConfig(row);
    const width = defaultWidth(config.width);
    return [{
      key: row.prop,
      canFixed: config.canFixed !== false && config.canFixed !== 0,
      label: row.label,
      label_en: row.label_en,
      checked: !(config.hide === true || config.show === false),
      fixed: defaultFixed(config.fixed),
      ...(width === undefined ? {} : { width }),
    }];
  });
}

/** Reads a config item (group, label) as the server's settings cache holds it (plugins/settings.ts). */
export type SettingValue = (group: string, label: string) => Promise<string | undefined>;

/** The page size the administrator set for everyone (config front/default_page_size), else 15. */
async function defaultPageSize(setting: SettingValue): Promise<ContentPageSize> {
  const size = Number(await setting('front', 'default_page_size'));
  return (PAGE_SIZES.includes(size) ? size : constants.defaultPageSize) as ContentPageSize;
}

function ownerRow(db: Kysely<Database>, owner: SettingOwner) {
  return db
    .selectFrom('custom_settings')
    .selectAll()
    .where('user_id', '=', owner.userId)
    .where('company_id', '=', owner.companyId)
    .where('table_name', '=', owner.tableName)
    .where('perms_id', '=', owner.permsId);
}

const isList = (v: unknown) => Array.isArray(v);
const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The caller's setting of a list merged over the admin default (admin default < user value). A table with
 * its own columns (`own`: a form's editable table) has no admin default: its stored columns are the answer.
 */
export async function readSetting(db: Kysely<Database>, setting: SettingValue, owner: SettingOwner, own = false): Promise<CustomSetting> {
  const [defaults, pageSize, row] = await Promise.all([own ? [] : defaultColumns(db, owner.permsId), defaultPageSize(setting), ownerRow(db, owner).executeTakeFirst()]);
  const stored = readStoredJson<StoredField[] | null>(row?.table_fields ?? null, isList, null);
  const widths = readStoredJson<Record<string, number> | null>(row?.table_cell_width ?? null, isObject, null);
  const position = row?.button_inline_position;
  const size = row?.content_pagesize;
  return {
    table_name: owner.tableName,
    name: owner.tableName,
    perms_id: owner.permsId,
    ...(own ? ownColumns(stored, widths) : mergeColumns(defaults, stored, widths)),
    button_inline_position: position === 'right' || position === 'top' ? position : DEFAULT_BUTTON_POSITION,
    content_pagesize: (size !== null && size !== undefined && PAGE_SIZES.includes(size) ? size : pageSize) as ContentPageSize,
    customized: row !== undefined,
    updated_at: row?.updated_at ?? null,
  };
}

/**
 * Saves the parts of the caller's setting the body carries (an omitted part keeps its stored value). Both
 * column parts null put the columns back to the admin default; with nothing else in the body that is the
 * whole setting, and the row goes. One upsert on the unique (user, company, table, menu) key, so two
 * saves at once cannot make two rows.
 */
export async function saveSetting(db: Kysely<Database>, owner: SettingOwner, body: SavedSetting): Promise<void> {
  const keys = new Set<string>();
  for (const field of body.table_fields ?? []) {
    if (keys.has(field.key)) throw new ApiError(Code.BAD_REQUEST, 'duplicateColumn', { key: field.key });
    keys.add(field.key);
  }
  const patch: { table_fields?: string | null; table_cell_width?: string | null; button_inline_position?: string; content_pagesize?: number } = {};
  if (body.table_fields !== undefined) patch.table_fields = body.table_fields === null ? null : JSON.stringify(body.table_fields);
  if (body.table_cell_width !== undefined) patch.table_cell_width = body.table_cell_width === null ? null : JSON.stringify(body.table_cell_width);
  if (body.button_inline_position !== undefined) patch.button_inline_position = body.button_inline_position;
  if (body.content_pagesize !== undefined) patch.content_pagesize = body.content_pagesize;
  if (Object.keys(patch).length === 0) return;

  const reset = body.table_fields === null && body.table_cell_width === null;
  if (reset && body.button_inline_position === undefined && body.content_pagesize === undefined) {
    await db
      .deleteFrom('custom_settings')
      .where('user_id', '=', owner.userId)
      .where('company_id', '=', owner.companyId)
      .where('table_name', '=', owner.tableName)
      .where('perms_id', '=', owner.permsId)
      .execute();
    return;
  }
  const now = nowStamp();
  await db
    .insertInto('custom_settings')
    .values({
      user_id: owner.userId,
      company_id: owner.companyId,
      table_name: owner.tableName,
      perms_id: owner.permsId,
      table_fields: null,
      table_cell_width: null,
      button_inline_position: null,
      content_pagesize: null,
      ...patch,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'company_id', 'table_name', 'perms_id']).doUpdateSet({ ...patch, updated_at: now }))
    .execute();
}
