/**
 * The rows per page a user's table setting last gave for a list, kept in local storage, so the first list
 * call of the next visit can go out at once with that size instead of waiting for the setting (the setting
 * stays the authority: a different answer asks again). Keyed by user, table and menu.
 */
const PREFIX = 'hkwl:page-size:';

export function rememberedPageSize(key: string): number | undefined {
  try {
    const stored = Number(window.localStorage.getItem(PREFIX + key));
    return Number.isInteger(stored) && stored > 0 ? stored : undefined;
  } catch {
    return undefined; // storage blocked: the declared size
  }
}

export function rememberPageSize(key: string, size: number | undefined): void {
  try {
    if (size === undefined) window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, String(size));
  } catch {
    // not remembered: the next visit waits for the setting's size as before
  }
}
