import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Language } from '../../http/messages.js';
import { mapHeader, rowChecker, type ColumnAt, type RowVerdict } from './check-row.js';
import type { ImportColumn } from './columns.js';
import { readSheet, type SheetRow } from './read.js';

/** What reading and checking a sheet needs. */
export interface SheetCheckInput {
  bytes: Uint8Array;
  headerLines: number;
  maxRows: number;
  definition: ResourceDefinition;
  columns: ImportColumn[];
  language: Language;
}

export interface CheckedRow {
  row: SheetRow;
  verdict: RowVerdict;
}

/** The header once the first data row shows the sheet has data, then the rows checked, a batch at a time. */
export type SheetEvent = { kind: 'header'; labels: string[]; found: ColumnAt[] } | { kind: 'rows'; rows: CheckedRow[] };

/** Rows per event: the import takes a turn of the event loop between events. */
export const CHECK_BATCH = 500;

/**
 * Reads the sheet and checks every row by its column's codec and the resource's rules (check-row.ts), handing
 * them on in batches. In this thread: a worker thread was measured and dropped (docs/decisions.md).
 */
export async function* checkSheet(input: SheetCheckInput, batchSize = CHECK_BATCH): AsyncGenerator<SheetEvent> {
  const header = { labels: [] as string[] };
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  let check: ((row: SheetRow) => RowVerdict) | null = null;
  let batch: CheckedRow[] = [];
  for await (const row of readSheet(bytes, input.headerLines, input.maxRows, header)) {
    if (!check) {
      const found = mapHeader(header.labels, input.columns, input.definition.numbering?.field, input.headerLines);
      check = rowChecker(input.definition, found, input.language);
      yield { kind: 'header', labels: header.labels, found };
    }
    batch.push({ row, verdict: check(row) });
    if (batch.length >= batchSize) {
      yield { kind: 'rows', rows: batch };
      batch = [];
    }
  }
  if (batch.length > 0) yield { kind: 'rows', rows: batch };
}
