/**
 * The browser's local storage for a page's local preferences (page size, table or card view, common
 * filters). A browser may block or fill its storage: reading then finds nothing and writing reports false,
 * so a preference is lost, never the page.
 */
export function readLocal(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes the entry when `value` is null; false when the browser refuses. */
export function writeLocal(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The entry under `key` as a JSON object, or null when there is none, it is unreadable or it is no object. */
export function readLocalObject(key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(readLocal(key) ?? 'null');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
