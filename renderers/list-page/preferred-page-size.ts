import { readListPreference, writeListPreference } from '../core/list-preference';

/**
 * The rows per page a user last chose for a list in this browser (spec 001 §3 local preference `pageSize`,
 * kept per page config key): from the pager, or from the settings drawer's rows per page when that changed
 * later. It outranks the stored setting's size on this browser; a size the page no longer offers is ignored.
 */
export function preferredPageSize(tableName: string, pageSizes: readonly number[]): number | undefined {
  const size = readListPreference(tableName).pageSize;
  return typeof size === 'number' && pageSizes.includes(size) ? size : undefined;
}

/** Not kept when storage refuses: the page then opens with the setting's size, as before. */
export function preferPageSize(tableName: string, size: number): void {
  writeListPreference(tableName, { pageSize: size });
}
