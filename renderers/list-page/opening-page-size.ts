import { preferredPageSize } from './preferred-page-size';
import { rememberedPageSize } from './remembered-page-size';

/** The key the rows per page a user's setting gave last time is remembered under (user, table, menu). */
export function pageSizeKey(userId: number | undefined, tableName: string, pageId: number): string {
  return `${userId ?? 0}:${tableName}:${pageId}`;
}

/**
 * The rows per page of a list's first call, which goes out before the user's setting is read: the size the
 * user chose here last, else the size the setting gave last time, else the declared one.
 */
export function openingPageSize(sizeKey: string, tableName: string, pageSizes: readonly number[], declared: number): number {
  const remembered = rememberedPageSize(sizeKey);
  return preferredPageSize(tableName, pageSizes) ?? (remembered !== undefined && pageSizes.includes(remembered) ? remembered : declared);
}
