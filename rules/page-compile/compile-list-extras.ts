import type { CardFieldSchema, CardViewSchema } from '../../schemas/generated/card-view';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import type { ListViewsSchema } from '../../schemas/generated/list-views';
import type { PermNode } from '../../schemas/generated/perm-node';
import type { StatisticsItemSchema, StatisticsTipSchema } from '../../schemas/generated/statistics-tip';
import { flag, isObject, type Json } from '../config-values';
import { spelled, STATISTICS_SPELLINGS } from './config-spellings';

/** A column as the compiler hands it on: the table's column. */
export type ExtrasColumn = ColumnSchema;

/** Org ids written as a list of numbers or numeric texts, or as '1,2,3'. */
export function orgIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : [];
  return list.map((id) => Number(typeof id === 'string' ? id.trim() : id)).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * Whether a user whose organisation path (root … own org) is `orgPath` sees a statistics item (spec 000 §6):
 * an org on the path in not_apply_org_id hides it; a non-empty apply_org_id shows it only to users with
 * one of those orgs on their path (their org or an org above it).
 */
export function itemVisible(permission: unknown, orgPath: readonly number[]): boolean {
  if (!isObject(permission)) return true;
  const onPath = (ids: number[]) => ids.some((id) => orgPath.includes(id));
  const notApply = orgIds(permission.not_apply_org_id);
  if (onPath(notApply)) return false;
  const apply = orgIds(permission.apply_org_id);
  return apply.length === 0 || onPath(apply);
}

const COLOR_TYPES: Readonly<Record<string, StatisticsItemSchema['colorType']>> = { fixed: 'fixed', sign: 'sign', '1': 'fixed', '2': 'sign' };

function statisticsItem(raw: Json, columns: readonly ExtrasColumn[]): StatisticsItemSchema {
  const prop = raw.prop;
  const column = columns.find((c) => c.prop === prop);
  const own = raw.label ?? raw.name;
  const out: Json = { prop, label: own ?? column?.label ?? prop };
  // The column's English name only goes with the column's Chinese one.
  const labelEn = spelled(raw, STATISTICS_SPELLINGS.labelEn) ?? (own === undefined ? column?.labelEn : undefined);
  if (typeof labelEn === 'string' && labelEn) out.labelEn = labelEn;
  out.calculate = raw.calculate === 'avg' ? 'avg' : 'sum';
  const decimals = spelled(raw, STATISTICS_SPELLINGS.moneyFormat);
  if (decimals !== undefined && decimals !== '') out.moneyFormat = Number(decimals);
  if (typeof raw.color === 'string' && raw.color) out.color = raw.color;
  const colorType = COLOR_TYPES[String(spelled(raw, STATISTICS_SPELLINGS.colorType))];
  if (colorType) out.colorType = colorType;
  // What does not fit (a missing prop, a bad colour) is left for the page validator to name.
  return out as unknown as StatisticsItemSchema;
}

/**
 * The statistics tip a menu's `statistics_option` declares (`{ status, data: [{ prop, label, calculate,
 * money_format, color, color_type, permission: { apply_org_id, not_apply_org_id } }] }`), keeping only the
 * items the user's organisation path may see, with the props the list page must ask the server to total
 * (add them to the page's summaryFields). null when the option is off, empty, or leaves the user nothing.
 */
export function statisticsTip(
  menu: Pick<PermNode, 'statistics_option'>,
  orgPath: readonly number[],
  columns: readonly ExtrasColumn[] = [],
): { node: StatisticsTipSchema; summaryFields: string[] } | null {
  const option = menu.statistics_option;
  if (!isObject(option) || flag(option.status) === false) return null;
  const list = option.data ?? option.items;
  if (!Array.isArray(list)) return null;
  const items = list.filter(isObject).filter((raw) => itemVisible(raw.permission, orgPath)).map((raw) => statisticsItem(raw, columns));
  if (items.length === 0) return null;
  const summaryFields = [...new Set(items.map((item) => item.prop).filter((prop) => typeof prop === 'string'))];
  const node: StatisticsTipSchema = { type: 'statistics-tip', items };
  const height = Number(option.height);
  if (Number.isInteger(height) && height > 0) node.height = height;
  return { node, summaryFields };
}

/**
 * The charts of a list's statistics area (`statistics_option.charts`, issue 23): chart nodes as declared, drawn
 * above the list; a series over the list's own resource follows its filter and a click filters it. None when the
 * option is off or declares none.
 */
export function statisticsCharts(menu: Pick<PermNode, 'statistics_option'>): Json[] {
  const option = menu.statistics_option;
  if (!isObject(option) || flag(option.status) === false || !Array.isArray(option.charts)) return [];
  return option.charts.filter(isObject).map((chart) => ({ ...chart, type: 'chart' }));
}

const CARD_FIELD_KEYS = ['labelEn', 'valueType', 'options', 'moneyFormat', 'timeFormat', 'labelType', 'copy', 'labelConfig'] as const;

function cardField(column: ExtrasColumn): CardFieldSchema {
  const out: Json = { prop: column.prop, label: column.label };
  const declared = column as unknown as Json;
  for (const key of CARD_FIELD_KEYS) if (declared[key] !== undefined) out[key] = declared[key];
  return out as unknown as CardFieldSchema;
}

function cardConfig(config: Json): Json | null {
  const raw = config.card_view ?? config.cardView;
  if (isObject(raw)) return flag(raw.status ?? raw.enable) === false ? null : raw;
  return flag(raw) ? {} : null;
}

/**
 * The card view `func_config.card_view` declares (`true`, or `{ title_prop, fields: [prop, ...],
 * max_fields, default_view: 'table' | 'card' }`) over the table's columns, or null when there is none.
 * The title is title_prop (else the first column); the fields are the named props in that order (else
 * every other column).
 */
export function cardView(config: Json, columns: readonly ExtrasColumn[], options: { selection?: boolean } = {}): CardViewSchema | null {
  const card = cardConfig(config);
  if (!card || columns.length === 0) return null;
  const titleProp = typeof (card.title_prop ?? card.titleProp) === 'string' ? String(card.title_prop ?? card.titleProp) : columns[0].prop;
  const named = Array.isArray(card.fields) ? card.fields.filter((prop): prop is string => typeof prop === 'string') : null;
  const chosen = named ? named.map((prop) => columns.find((c) => c.prop === prop)).filter((c): c is ExtrasColumn => c !== undefined) : columns;
  const fields = chosen.map(cardField);
  if (!fields.some((field) => field.prop === titleProp)) {
    const title = columns.find((c) => c.prop === titleProp);
    if (title) fields.unshift(cardField(title));
  }
  const node: CardViewSchema = { type: 'card-view', titleProp, fields };
  if (typeof config.row_key === 'string') node.rowKey = config.row_key;
  const maxFields = Number(card.max_fields ?? card.maxFields);
  if (Number.isInteger(maxFields) && maxFields > 0) node.maxFields = maxFields;
  if (options.selection) node.selection = true;
  return node;
}

/**
 * The table and its card view behind the switch 切换视图： (the list page's child in place of the table),
 * remembered per page under `pageKey`; the default view from `func_config.card_view.default_view`.
 */
export function listViews(table: { type: string }, card: CardViewSchema, config: Json, pageKey?: string): ListViewsSchema {
  const raw = cardConfig(config) ?? {};
  const node: ListViewsSchema = { type: 'list-views', children: [table, card] };
  if ((raw.default_view ?? raw.defaultView) === 'card') node.defaultView = 'card';
  if (pageKey) node.pageKey = pageKey;
  return node;
}
