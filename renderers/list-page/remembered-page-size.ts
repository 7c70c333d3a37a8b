import { readLocal, writeLocal } from '../core/local-store';

/**
 * The rows per page a user's table setting last gave for a list, kept in local storage, so the first list
 * call of the next visit can go out at once with that size instead of waiting for the setting (the setting
 * stays the authority: a different answer asks again). Keyed by user, table and menu.
 */
const PREFIX = 'hkwl:page-size:';

/** The remembered size, or undefined (none, unreadable or storage blocked: the declared size). */
export function rememberedPageSize(key: string): number | undefined {
  const stored = Number(readLocal(PREFIX + key));
  return Number.isInteger(stored) && stored > 0 ? stored : undefined;
}

/** Not remembered when storage refuses: the next visit then waits for the setting's size as before. */
export function rememberPageSize(key: string, size: number | undefined): void {
  writeLocal(PREFIX + key, size === undefined ? null : String(size));
}
