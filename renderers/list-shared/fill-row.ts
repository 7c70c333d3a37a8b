import type { Row } from '../list-page/list-context';

/** `{prop}` in a text replaced by the row's value (URL-encoded when `encode`); unknown props stay as written. */
export function fillFromRow(text: string, row: Row | undefined, encode: boolean): string {
  return text.replace(/\{(\w+)\}/g, (whole, prop: string) => {
    if (!row || row[prop] === undefined || row[prop] === null) return whole;
    const value = String(row[prop]);
    return encode ? encodeURIComponent(value) : value;
  });
}

const propOf = (value: unknown) => (typeof value === 'string' ? /^\{(\w+)\}$/.exec(value)?.[1] : undefined);

/**
 * interface params: a value '{prop}' becomes the selected row's value, or the list of them with several
 * rows; ['{prop}'] always becomes the list (one row's too).
 */
export function fillParams(params: Record<string, unknown> | undefined, selected: readonly Row[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const listed = Array.isArray(value) && value.length === 1 ? propOf(value[0]) : undefined;
    if (listed) {
      out[name] = selected.map((row) => row[listed]);
      continue;
    }
    const prop = propOf(value);
    if (!prop || selected.length === 0) out[name] = value;
    else out[name] = selected.length === 1 ? selected[0][prop] : selected.map((row) => row[prop]);
  }
  return out;
}
