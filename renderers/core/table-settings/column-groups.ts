import type { Fixed, MergedField, StoredField } from '../../../schemas/generated/custom-setting';
import { MAX_WIDTH, MIN_WIDTH } from '../table-constants';

/** One column as the settings drawer edits it. */
export interface DraftColumn {
  key: string;
  label: string;
  labelEn: string;
  checked: boolean;
  width?: number;
}

/** The drawer's three groups, in the order the table shows them: pinned left, not pinned, pinned right. */
export interface ColumnGroups {
  left: DraftColumn[];
  centre: DraftColumn[];
  right: DraftColumn[];
}

export type GroupName = keyof ColumnGroups;

export const GROUP_ORDER: readonly GroupName[] = ['left', 'centre', 'right'];

const FIXED_OF: Record<GroupName, Fixed> = { left: 'left', centre: false, right: 'right' };

/** The schema's width bounds (custom-setting.schema.json ColumnWidth): a width outside them is not sent. */

function groupOf(fixed: Fixed): GroupName {
  return fixed === 'left' ? 'left' : fixed === 'right' ? 'right' : 'centre';
}

/** The merged setting's columns split into the three groups, each in display order. */
export function groupColumns(fields: readonly MergedField[]): ColumnGroups {
  const groups: ColumnGroups = { left: [], centre: [], right: [] };
  const ordered = fields.map((f, i) => ({ f, i })).sort((a, b) => a.f.sort - b.f.sort || a.i - b.i);
  for (const { f } of ordered) {
    groups[groupOf(f.fixed)].push({ key: f.key, label: f.label, labelEn: f.label_en, checked: f.checked, width: f.width });
  }
  return groups;
}

/**
 * The groups as the update call stores them (spec 001 §9): sort = 100 × (group + 1) + position, the
 * group 0 left, 1 not pinned, 2 right, the position 0-based within its group. Listed in that order too,
 * so the server's order is right even where a group of more than 100 columns makes sort values meet.
 */
export function toStoredFields(groups: ColumnGroups): StoredField[] {
  return GROUP_ORDER.flatMap((name, group) =>
    groups[name].map((column, position) => {
      const stored: StoredField = { key: column.key, checked: column.checked, fixed: FIXED_OF[name], sort: 100 * (group + 1) + position };
      if (column.width !== undefined && Number.isInteger(column.width) && column.width >= MIN_WIDTH && column.width <= MAX_WIDTH) {
        stored.width = column.width;
      }
      return stored;
    }),
  );
}

/** Pinning cycles left → not pinned → right → left (spec 001 §4). */
export function nextGroup(group: GroupName): GroupName {
  return GROUP_ORDER[(GROUP_ORDER.indexOf(group) + 1) % GROUP_ORDER.length];
}

/** The groups with `key` moved to the end of `target`. */
export function moveToGroup(groups: ColumnGroups, key: string, target: GroupName): ColumnGroups {
  const from = GROUP_ORDER.find((name) => groups[name].some((c) => c.key === key));
  if (!from || from === target) return groups;
  const column = groups[from].find((c) => c.key === key)!;
  return { ...groups, [from]: groups[from].filter((c) => c.key !== key), [target]: [...groups[target], column] };
}

/** The groups with `key` moved within its group to where `overKey` is. */
export function reorderInGroup(groups: ColumnGroups, key: string, overKey: string): ColumnGroups {
  const name = GROUP_ORDER.find((g) => groups[g].some((c) => c.key === key));
  if (!name || key === overKey) return groups;
  const list = groups[name];
  const to = list.findIndex((c) => c.key === overKey);
  if (to < 0) return groups;
  const next = list.filter((c) => c.key !== key);
  next.splice(to, 0, list.find((c) => c.key === key)!);
  return { ...groups, [name]: next };
}

/** Every column ticked or unticked. */
export function checkAll(groups: ColumnGroups, checked: boolean): ColumnGroups {
  const tick = (list: DraftColumn[]) => list.map((c) => (c.checked === checked ? c : { ...c, checked }));
  return { left: tick(groups.left), centre: tick(groups.centre), right: tick(groups.right) };
}

/** One column ticked or unticked. */
export function checkColumn(groups: ColumnGroups, key: string, checked: boolean): ColumnGroups {
  const tick = (list: DraftColumn[]) => list.map((c) => (c.key === key ? { ...c, checked } : c));
  return { left: tick(groups.left), centre: tick(groups.centre), right: tick(groups.right) };
}

/** How many columns are ticked, of how many. */
export function tickCount(groups: ColumnGroups): { checked: number; total: number } {
  const all = GROUP_ORDER.flatMap((name) => groups[name]);
  return { checked: all.filter((c) => c.checked).length, total: all.length };
}
