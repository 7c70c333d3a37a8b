/** Reading menu configuration written by hand or by older tools: JSON objects and flags as 1/0, '1'/'0' or true/false. */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A flag's value, or undefined when it is not set (absent, null or empty text). */
export function flag(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return value === true || value === 1 || value === '1';
}

/** A column's pinned side as spec 001 §3 writes it: left, right or false ("true also seen": left; 1/0 as flags); undefined for anything else. */
export function pinnedSide(value: unknown): 'left' | 'right' | false | undefined {
  if (value === 'left' || value === 'right') return value;
  if (value === true || value === 1 || value === '1') return 'left';
  if (value === false || value === 0 || value === '0') return false;
  return undefined;
}

/** Whether a flag is set and on. */
export function isFlagOn(value: unknown): boolean {
  return flag(value) === true;
}
