import { fillPlaceholders, wholePlaceholder } from '../../../rules';
import type { Row } from '../list-context';

/**
 * A button's address (config.url, a jump_config url) with `{prop}` replaced by the row's value, URL-encoded
 * when `encode`; a prop the row has no value for stays as written.
 */
export function fillFromRow(text: string, row: Row | undefined, encode: boolean): string {
  return fillPlaceholders(text, row ?? {}, encode ? { encode: encodeURIComponent } : {});
}

/**
 * interface params: a value '{prop}' becomes the selected row's value, or the list of them with several
 * rows; ['{prop}'] always becomes the list (one row's too).
 */
export function fillParams(params: Record<string, unknown> | undefined, selected: readonly Row[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const listed = Array.isArray(value) && value.length === 1 ? wholePlaceholder(value[0]) : undefined;
    if (listed) {
      out[name] = selected.map((row) => row[listed]);
      continue;
    }
    const prop = wholePlaceholder(value);
    if (!prop || selected.length === 0) out[name] = value;
    else out[name] = selected.length === 1 ? selected[0][prop] : selected.map((row) => row[prop]);
  }
  return out;
}
