/**
 * A small JSON cache in sessionStorage (spec 001 §9: lookups and org selections live for the browser
 * session). Storage may be missing or full (private modes): then nothing is cached and nothing fails.
 */
const PREFIX = 'hkwl.lookups.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSession<T>(key: string, accept: (value: unknown) => value is T): T | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (raw === null || raw === undefined) return null;
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Full or unavailable: the cache is an optimisation only.
  }
}

export function removeSession(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}
