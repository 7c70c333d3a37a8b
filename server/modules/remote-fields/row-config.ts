import { ApiError, Code } from '../../http/envelope.js';

/** A remote field row's config object; a broken row is a configuration error (4460) naming the row and its field. */
export function rowConfig(row: { id: number; prop: string; config: string }): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(row.config);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new ApiError(Code.CONFIG_ERROR, 'remoteFieldConfig', { id: row.id, prop: row.prop });
}
