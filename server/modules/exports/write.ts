import type { Kysely } from 'kysely';
import type { Writable } from 'node:stream';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import type { Database } from '../../db/tables.js';
import type { Language } from '../../http/messages.js';
import { exportRows } from '../resources/export-rows.js';
import type { ExportColumn } from './columns.js';
import { sheetWriter } from './workbook.js';

/** What to write: the list's rows (where, order, selection) as these columns, in this language. */
export interface ExportSpec {
  where?: unknown;
  order?: string;
  ids?: readonly number[];
  columns: readonly ExportColumn[];
  language: Language;
  sheet: string;
  /** Rows read per query (EXPORT_BATCH when absent). */
  batch?: number;
}

/**
 * Streams the rows inside `scope` into an .xlsx on `stream`, batch by batch (keyset reads, a streaming
 * writer): memory holds one batch. `onBatch` hears the rows written so far and may throw to stop (a
 * cancelled job); the stream is then left unfinished for the caller to destroy. Resolves with the row count.
 */
export async function writeExport(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  spec: ExportSpec,
  stream: Writable,
  onBatch?: (written: number) => Promise<void>,
): Promise<number> {
  const select = ['id', ...spec.columns.map((c) => c.key)];
  const rows = exportRows(db, definition, scope, { where: spec.where, order: spec.order, ids: spec.ids, select }, spec.batch);
  const writer = sheetWriter(stream, spec.sheet, spec.columns, spec.language);
  let written = 0;
  for await (const batch of rows) {
    writer.add(batch);
    written += batch.length;
    await onBatch?.(written);
  }
  await writer.finish();
  return written;
}

/** Counts the rows an export would write (to choose between answering the file and a background job). */
export { countExportRows } from '../resources/export-rows.js';
