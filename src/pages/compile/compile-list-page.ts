import constants from '../../../schemas/constants.json';
import type { ColumnSchema } from '../../../schemas/generated/data-table';
import type { ListPageSchema } from '../../../schemas/generated/list-page';
import type { RemoteField } from '../../../schemas/generated/remote-field';
import { pickLabel, type Language } from '../../../registry';
import type { PermNode } from '../../session/types';

export type { RemoteField };

const COLUMN_KEYS = ['valueType', 'options', 'width', 'fixed', 'align', 'sortable', 'moneyFormat', 'timeFormat'] as const;

function column(field: RemoteField): ColumnSchema {
  const out: Record<string, unknown> = { prop: field.prop, label: field.label };
  if (field.label_en) out.labelEn = field.label_en;
  for (const key of COLUMN_KEYS) if (field[key] !== undefined) out[key] = field[key];
  return out as unknown as ColumnSchema;
}

function funcConfig(menu: PermNode): Record<string, unknown> {
  return menu.func_config && typeof menu.func_config === 'object' && !Array.isArray(menu.func_config)
    ? (menu.func_config as Record<string, unknown>)
    : {};
}

/**
 * Pure: the list page a menu leaf declares, not yet validated (the registry's page validator does that,
 * node by node). Columns come from the menu's remote fields, data from `remote_request_url`; the table is
 * whichever table renderer `func_config.table_type` names (data-table by default).
 */
export function compileListPage(menu: PermNode, fields: readonly RemoteField[], language: Language): ListPageSchema {
  const config = funcConfig(menu);
  return {
    type: 'list-page',
    id: menu.id,
    title: pickLabel(language, menu.name, menu.name_en),
    source: {
      url: menu.remote_request_url,
      method: menu.remote_request_method === 'POST' ? 'POST' : 'GET',
      params: { perms_id: menu.id },
    },
    pageSizes: constants.pageSizes,
    defaultPageSize: constants.defaultPageSize,
    children: [
      {
        type: typeof config.table_type === 'string' ? config.table_type : 'data-table',
        rowKey: typeof config.row_key === 'string' ? config.row_key : 'id',
        columns: fields.map(column),
      },
      { type: 'pagination' },
    ],
  };
}

/** Compiled pages are cached per menu, position, language and configuration version. */
export function pageCacheKey(menuId: number, positionOrgId: number | undefined, language: Language, configVersion: string): string {
  return `${menuId}:${positionOrgId ?? '-'}:${language}:${configVersion}`;
}
