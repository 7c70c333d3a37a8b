import type { ColumnSchema, ListPageSchema } from '../../../schemas/generated/list-page';
import type { PermNode } from '../../session/types';
import { assertListPageSchema } from './validate-schema';

/** A remote field as `remoteField/list` answers: the stored columns plus its config object spread in. */
export interface RemoteField {
  prop: string;
  label: string;
  label_en?: string;
  [config: string]: unknown;
}

export const PAGE_SIZES = [15, 20, 30, 50];
export const DEFAULT_PAGE_SIZE = 15;

const COLUMN_KEYS = ['valueType', 'options', 'width', 'fixed', 'align', 'sortable', 'moneyFormat'] as const;

function column(field: RemoteField): ColumnSchema {
  const out: Record<string, unknown> = { prop: field.prop, label: field.label };
  if (field.label_en) out.labelEn = field.label_en;
  for (const key of COLUMN_KEYS) if (field[key] !== undefined) out[key] = field[key];
  return out as unknown as ColumnSchema;
}

function funcConfig(menu: PermNode): Record<string, unknown> {
  return menu.func_config && typeof menu.func_config === 'object' ? (menu.func_config as Record<string, unknown>) : {};
}

/**
 * Pure: the list page a menu leaf declares. Its columns come from the menu's remote fields, its data from
 * `remote_request_url`. The result is validated; a broken configuration throws SchemaError with JSON paths.
 */
export function compileListPage(menu: PermNode, fields: readonly RemoteField[], language: 'en' | 'zh'): ListPageSchema {
  const config = funcConfig(menu);
  const candidate: unknown = {
    type: 'list-page',
    id: menu.id,
    title: language === 'en' && menu.name_en ? menu.name_en : menu.name,
    source: {
      url: menu.remote_request_url,
      method: menu.remote_request_method === 'POST' ? 'POST' : 'GET',
      params: { perms_id: menu.id },
    },
    table: { type: 'data-table', rowKey: typeof config.row_key === 'string' ? config.row_key : 'id', columns: fields.map(column) },
    pagination: { pageSizes: PAGE_SIZES, defaultPageSize: DEFAULT_PAGE_SIZE },
  };
  assertListPageSchema(candidate);
  return candidate;
}
