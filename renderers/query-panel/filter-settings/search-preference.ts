import { PREFERENCE_PREFIX, readListPreference, writeListPreference } from '../../core/list-preference';

export { PREFERENCE_PREFIX };

/**
 * The user's common filters of one list (spec 001 §3 "Local preference per page key"): which searchable
 * fields the query panel shows, in which order, kept in the browser's local storage under
 * `hkwl-list-pref:<table name>` as `{ searchField: [...], knownFields: [...] }` (other keys of the same
 * entry, such as page sizes, are kept as they are).
 *
 * `knownFields` lists every field the drawer offered when the choice was saved. A field the list gained
 * since then is in neither list: it is shown, after the chosen ones, until the user decides about it. A
 * field the user unticked is in `knownFields` only, and stays hidden. Stored keys the list no longer has
 * are ignored; an entry that is not valid JSON (or not this shape) counts as no choice: every field.
 */
export interface SearchPreference {
  searchField: string[];
  /** Absent in entries written before it existed: then every field not chosen is hidden. */
  knownFields?: string[];
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** The stored choice of the list, or null when there is none (or it cannot be read). */
export function readSearchPreference(tableName: string): SearchPreference | null {
  const entry = readListPreference(tableName);
  if (!isStringList(entry.searchField)) return null;
  return isStringList(entry.knownFields) ? { searchField: entry.searchField, knownFields: entry.knownFields } : { searchField: entry.searchField };
}

/** Stores the choice; false when the browser refuses (storage full or blocked). */
export function writeSearchPreference(tableName: string, preference: SearchPreference): boolean {
  return writeListPreference(tableName, { ...preference });
}

/**
 * The fields the query panel shows, in order: the chosen ones in the chosen order, then the ones the list
 * gained since the choice. Every field when nothing is stored, or when nothing of the choice is left.
 */
export function chosenFields<T>(fields: readonly T[], keyOf: (field: T) => string, preference: SearchPreference | null): T[] {
  if (!preference) return [...fields];
  const byKey = new Map(fields.map((f) => [keyOf(f), f]));
  const chosen = [...new Set(preference.searchField)].flatMap((key) => {
    const field = byKey.get(key);
    return field ? [field] : [];
  });
  const decided = new Set([...preference.searchField, ...(preference.knownFields ?? fields.map(keyOf))]);
  const added = fields.filter((f) => !decided.has(keyOf(f)));
  const shown = [...chosen, ...added];
  return shown.length > 0 ? shown : [...fields];
}
