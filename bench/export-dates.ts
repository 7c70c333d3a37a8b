/**
 * Dates as Excel date cells against today's text (issue 41 item 15): the same rows written by the export's sheet
 * writer twice in one run, once with the date columns as dates (a Date each, under a date format) and once as
 * the text they were written as before. Prints both times and their ratio, and the file sizes.
 */
import { Writable } from 'node:stream';
import type { ExportColumn } from '../server/modules/exports/columns';
import { sheetWriter } from '../server/modules/exports/workbook';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const BATCH = 500;

const DATED: ExportColumn[] = [
  { key: 'contract_no', label: '合同编号', type: 'text' },
  { key: 'sign_date', label: '签订日期', type: 'date' },
  { key: 'submit_at', label: '提交时间', type: 'datetime' },
  { key: 'created_at', label: '创建时间', type: 'datetime' },
];
/** The same columns as today's text: what the export wrote before. */
const TEXT: ExportColumn[] = DATED.map((column) => ({ ...column, type: 'text' }));

const pad = (n: number) => String(n).padStart(2, '0');
function row(i: number): Record<string, unknown> {
  const day = `${2020 + (i % 7)}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`;
  return { contract_no: `HT-${i}`, sign_date: day, submit_at: `${day} ${pad(i % 24)}:${pad(i % 60)}:${pad((i * 7) % 60)}`, created_at: `${day} 08:00:00` };
}

async function written(columns: ExportColumn[]): Promise<{ ms: number; bytes: number }> {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const start = performance.now();
  const writer = sheetWriter(sink, 'bench', columns, 'zh');
  for (let from = 0; from < ROWS; from += BATCH) writer.add(Array.from({ length: Math.min(BATCH, ROWS - from) }, (_, i) => row(from + i)));
  await writer.finish();
  return { ms: performance.now() - start, bytes };
}

// A warm-up of each, then the measured runs, alternating so neither gets the warmer machine.
await written(TEXT);
await written(DATED);
const text = await written(TEXT);
const dated = await written(DATED);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`\nexport of ${ROWS.toLocaleString('en')} rows with 3 date columns`);
console.log(`  as date cells ${s(dated.ms)} (${mb(dated.bytes)}), as text ${s(text.ms)} (${mb(text.bytes)}): ${(dated.ms / text.ms).toFixed(2)}x`);
