import { readLocalObject, writeLocal } from './local-store';

/**
 * A list's local preferences (spec 001 §3 "Local preference per page key": searchField, pageSize, ...): one
 * JSON entry per page config key in the browser's local storage, `hkwl-list-pref:<table name>`. Each part
 * reads and writes only its own keys and keeps the others as they are.
 */
export const PREFERENCE_PREFIX = 'hkwl-list-pref:';

/** The stored entry as an object, or an empty one when there is none or it is unreadable. */
export function readListPreference(tableName: string): Record<string, unknown> {
  return readLocalObject(PREFERENCE_PREFIX + tableName) ?? {};
}

/** Lays `change` over the stored entry; false when the browser refuses (storage full or blocked). */
export function writeListPreference(tableName: string, change: Readonly<Record<string, unknown>>): boolean {
  return writeLocal(PREFERENCE_PREFIX + tableName, JSON.stringify({ ...readListPreference(tableName), ...change }));
}
