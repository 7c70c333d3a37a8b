/**
 * A JSON column this server wrote, read back: the value when it parses and has the expected shape, else
 * `fallback` (an unreadable stored value counts as unset rather than failing the call that reads it).
 */
export function readStoredJson<T>(text: string | null, isShape: (v: unknown) => boolean, fallback: T): T {
  if (text === null) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return isShape(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}
