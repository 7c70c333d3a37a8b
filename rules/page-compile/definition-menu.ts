import type { PageDefinition } from '../../schemas/generated/page-definition';
import type { ResourceField } from '../../schemas/generated/resource-definition';
import type { PermNode } from '../../schemas/generated/perm-node';
import type { RemoteField } from '../../schemas/generated/remote-field';
import constants from '../../schemas/constants.json';

/**
 * The menu id a page never published yet previews under: the largest id (params.schema.json RecordId), which the
 * server never gives (it counts up from 20000); the preview's calls go without it, in the author's own grants.
 */
export const PREVIEW_MENU_ID = constants.previewMenuId;
/** Where the preview's made-up ids (buttons, columns) count down from: ids the page schemas accept, no row has. */
const PREVIEW_IDS = PREVIEW_MENU_ID - 1;
const REMOTE_FIELDS_URL = '/api/base/remoteField/list';

type PageField = NonNullable<PageDefinition['fields']>[number];
type Label = { zh: string; en: string };

/**
 * A page column's label: its own, else its resource field's (issue 42 item 2: declared once, stated only where it
 * differs); undefined when neither names one (the publish check refuses that column).
 */
export function pageFieldLabel(field: PageField, resourceFields: readonly ResourceField[] | undefined): Label | undefined {
  return field.label ?? resourceFields?.find((f) => f.name === field.prop)?.label;
}

/** The label a column is written with: as pageFieldLabel, else its prop (a preview of a column the check refuses). */
export function columnLabel(field: PageField, resourceFields: readonly ResourceField[] | undefined): Label {
  return pageFieldLabel(field, resourceFields) ?? { zh: field.prop, en: field.prop };
}

/** A resource field's options as controls and cells take them (labels in both languages, colours kept). */
export function codecOptionsOf(options: NonNullable<ResourceField['options']>): Array<{ value: string | number; label: string; labelEn: string; color?: string }> {
  return options.map((o) => ({ value: o.value, label: o.label.zh, labelEn: o.label.en, ...(o.color ? { color: o.color } : {}) }));
}

/**
 * A page column's settings: its own, with its resource field's options where it names none (an enum field's values and
 * their names, declared once on the resource) and its field's decimals (`rules.precision`) where it names no moneyFormat.
 */
export function pageFieldConfig(field: PageField, resourceFields: readonly ResourceField[] | undefined): Record<string, unknown> {
  const config = field.config ?? {};
  const declared = resourceFields?.find((f) => f.name === field.prop);
  const options = declared?.options;
  const precision = declared?.rules?.precision;
  return {
    ...config,
    ...(config.options === undefined && options?.length ? { options: codecOptionsOf(options) } : {}),
    // A number's decimals, as its field's rules allow them (only a numeric field has decimals to declare).
    ...(config.moneyFormat === undefined && precision !== undefined ? { moneyFormat: precision } : {}),
  };
}

/**
 * A page definition as the menu node and columns the server will make of it when it is published (page-apply.ts
 * on the server, the same mapping), so the page compiler sees exactly what users will get: the studio's preview
 * renders it, the server's publish check compiles and validates it. `base`: the address of the resource the page
 * lists (/api/<module>/<name>), when it names one, and `resourceFields` its fields (the columns' labels and options where
 * the page states none). `savedViews`: the page's saved views are read (a preview has none of its own).
 */
export function definitionMenu(page: PageDefinition, base: string | undefined, resourceFields: readonly ResourceField[] | undefined, savedViews = false): { menu: PermNode; fields: RemoteField[] } {
  const id = page.menu.id ?? PREVIEW_MENU_ID;
  const fields = page.fields ?? [];
  const menu: PermNode = {
    id, pid: page.menu.parent, name: page.menu.name.zh, name_en: page.menu.name.en, path_name: '', icon: page.menu.icon ?? '', flag: page.menu.flag, type: 2, status: 1,
    show_in_sidebar: page.menu.sidebar === false ? 0 : 1, show_nav: 1, keep_alive: 0, is_blank: 0,
    use_search_view: savedViews && page.menu.search_view ? 1 : 0,
    func_config: (page.func_config ?? null) as PermNode['func_config'], perms_data: null, childRouter: null, is_leaf: 1, app_id: constants.appId,
    perms: (page.buttons ?? []).map((b, i) => ({
      id: PREVIEW_IDS - i, flag: b.flag, name: b.name.zh, name_en: b.name.en, btn_func: b.btn_func, btn_type: b.btn_type ?? 'default', icon: b.icon ?? '',
      btn_position: b.btn_position ?? 'left', func_config: (b.func_config ?? null) as PermNode['func_config'], export_template: b.export_template ?? null,
    })),
    use_remote_field: fields.length > 0 ? 1 : 0, remote_fields_url: fields.length > 0 ? REMOTE_FIELDS_URL : '', remote_request_url: base ? `${base}/index` : '', remote_request_method: 'GET',
    tabs_options: (page.tabs_options ?? null) as PermNode['tabs_options'], tree_props: (page.tree_props ?? null) as PermNode['tree_props'],
    statistics_option: (page.statistics_option ?? null) as PermNode['statistics_option'], config_errors: [], children: [],
  };
  const columns: RemoteField[] = fields.map((f, i) => {
    const label = columnLabel(f, resourceFields);
    return { ...pageFieldConfig(f, resourceFields), id: PREVIEW_IDS - i, perms_id: id, prop: f.prop, label: label.zh, label_en: label.en, sort: (fields.length - i) * 10 };
  });
  return { menu, fields: columns };
}
