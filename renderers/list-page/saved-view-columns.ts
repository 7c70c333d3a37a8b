import type { CustomSetting, MergedField } from '../../schemas/generated/custom-setting';
import type { ViewField } from '../../schemas/generated/saved-view';

/**
 * Columns of saved views, kept simple: a view stores key, label, checked and fixed of each column; applying
 * it overlays those on the user's merged setting (the one the table reads): the view's order, shown and
 * pinned state for the keys the page still has, then the page's other columns (added since) as the setting
 * has them. Keys the page no longer has are ignored. Widths stay the user's.
 */

/** A short fingerprint of the declared column keys: the page version a view is saved against. */
export function pageVersionOf(keys: readonly string[]): string {
  // FNV-1a, 32 bits: stable across sessions and machines, and short.
  let hash = 0x811c9dc5;
  for (const char of keys.join('\u0001')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `c${keys.length}-${hash.toString(16).padStart(8, '0')}`;
}

/** The columns a view saves from the user's setting, in its order. */
export function viewFieldsOf(settings: CustomSetting | null): ViewField[] | null {
  if (!settings) return null;
  return [...settings.table_fields].sort((a, b) => a.sort - b.sort).map((field) => ({ key: field.key, label: field.label, checked: field.checked, fixed: field.fixed }));
}

/** The setting with the view's columns laid over it (see above); the setting itself without columns to lay. */
export function overlaySettings(settings: CustomSetting | null, fields: readonly ViewField[] | null): CustomSetting | null {
  if (!settings || !fields || fields.length === 0) return settings;
  const byKey = new Map(settings.table_fields.map((field) => [field.key, field]));
  const seen = new Set<string>();
  const ordered: MergedField[] = [];
  for (const field of fields) {
    const known = byKey.get(field.key);
    if (!known || seen.has(field.key)) continue;
    seen.add(field.key);
    ordered.push({ ...known, checked: field.checked, fixed: field.fixed });
  }
  const added = [...settings.table_fields].sort((a, b) => a.sort - b.sort).filter((field) => !seen.has(field.key));
  return { ...settings, table_fields: [...ordered, ...added].map((field, sort) => ({ ...field, sort })) };
}
