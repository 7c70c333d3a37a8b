import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ScopeSubject } from '../../acl/subject.js';
import type { Database } from '../../db/tables.js';
import { ApiError } from '../../http/envelope.js';
import { notUniqueMessage } from '../../../rules/index.js';
import { message, type Language } from '../../http/messages.js';
import { JobFailure, type JobContext } from '../jobs/queue.js';
import { importColumns } from './columns.js';
import type { ColumnAt } from './check-row.js';
import { FailedRowsWriter } from './failed-rows.js';
import type { SheetHeader, SheetRow } from './read.js';
import { checkSheet } from './sheet-check.js';

/**
 * Rows written per transaction: a failure rolls back its batch only, never leaves half of one. 2000, not 500:
 * each commit costs SQLite a WAL write and often a checkpoint, and at 500 the commits were a fifth of an
 * import's time (bench/import-export: 2.76x bare inserts at 500, 1.59x at 2000); a batch holds the writer
 * for about 0.2 s on this machine.
 */
export const IMPORT_BATCH = 2000;

/** Everything an import job needs, its starter's session included (the scope and stamps are theirs). */
export interface ImportPayload {
  resource: string;
  indexUrl: string;
  permsId: number;
  roleId: number;
  subject: ScopeSubject;
  userId: number;
  userName: string;
  language: Language;
  /** The uploaded file in the file storage, and its name. */
  fileKey: string;
  fileName: string;
  headerLines: number;
  maxRows: number;
}


export async function readAll(app: FastifyInstance, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await app.fileStorage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function failure(language: Language, error: unknown): never {
  if (error instanceof ApiError) throw new JobFailure(message(language, error.key, error.params));
  throw error;
}

/** Values of unique fields already held by the company, among `rows`' values: asked once per batch. */
export async function takenValues(db: Kysely<Database>, definition: ResourceDefinition, company: number, values: readonly Record<string, unknown>[]): Promise<Map<string, Set<string>>> {
  const taken = new Map<string, Set<string>>();
  for (const field of definition.fields.filter((f) => f.rules?.unique)) {
    const wanted = [...new Set(values.map((v) => v[field.name]).filter((v) => v !== null && v !== undefined && v !== ''))];
    if (wanted.length === 0) continue;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource's own table
    const rows = (await (db as unknown as Kysely<any>).selectFrom(definition.table).select(field.name).where(field.name, 'in', wanted).where('add_company_id', '=', company).execute()) as Record<string, unknown>[];
    taken.set(field.name, new Set(rows.map((r) => String(r[field.name]))));
  }
  return taken;
}

/** A row that passed every check, with the values it writes. */
export interface Passed {
  row: SheetRow;
  values: Record<string, unknown>;
}

/** A row refused when its batch was written: a unique value the company's records hold. */
export interface Refusal {
  row: SheetRow;
  error: string;
}

/**
 * Writes a batch of passed rows (the import) or only counts them (the check); answers the rows it refused.
 * `batch` is what is left of the rows up to sheet row `through` once `refused` (values the company already held)
 * were taken out.
 */
export type Consume = (batch: Passed[], done: { through: number; refused: Refusal[]; labelOf(field: string): string }) => Promise<{ written: number; refused: Refusal[] }>;

/** A unique value the company's records already hold, said with the column's label in the importer's language. */
export function takenText(language: Language, label: string, value: unknown): string {
  return notUniqueMessage({ zh: label, en: label }, value)[language];
}

/** What a scan has done so far: read by the import when it stops early, to say how many rows it wrote. */
export interface Tally {
  total: number;
  passed: number;
  written: number;
}

/** The rows an earlier run of the import already dealt with, and how. */
export interface Resume {
  through: number;
  refused: Map<number, string>;
}

export interface Scanned extends Tally {
  failed: FailedRowsWriter;
}

/**
 * Reads every row of the file and checks it (codecs, required columns, the resource's rules, duplicates of a
 * unique field within the file and against the company's records), handing the rows that pass to `consume`
 * IMPORT_BATCH at a time and streaming the ones that fail into the failed-rows file: memory holds one batch,
 * the unique values seen and the file itself, whatever the row count. Rows up to `resume.through` were dealt with
 * by an earlier run: still checked (a later duplicate of one is caught), never handed on; those it refused when
 * writing join the failed rows again.
 */
export async function scanFile(
  app: FastifyInstance,
  definition: ResourceDefinition,
  p: ImportPayload,
  context: JobContext<ImportPayload>,
  fixed: Readonly<Record<string, unknown>>,
  consume: Consume,
  result: Tally = { total: 0, passed: 0, written: 0 },
  resume: Resume = { through: 0, refused: new Map() },
): Promise<Scanned> {
  const { db } = app.database;
  const bytes = await readAll(app, p.fileKey);
  const columns = await importColumns(db, definition, p.permsId, p.language);
  const header: SheetHeader = { labels: [] };
  const zh = p.language === 'zh';
  const failed = new FailedRowsWriter(app.fileStorage, () => header.labels, { row: zh ? '行号' : 'Row', reason: zh ? '错误原因' : 'Error' });
  let found: ColumnAt[] | null = null;
  const unique = definition.fields.filter((f) => f.rules?.unique).map((f) => f.name);
  const seen = new Map<string, Map<string, number>>(unique.map((name) => [name, new Map()]));
  const labelOf = (name: string) => found?.find((f) => f.column.key === name)?.column.label ?? name;
  const company = p.subject.companyOrgId ?? p.subject.orgId;
  let pending: Passed[] = [];
  // On PostgreSQL one batch is written while the next is read and checked: the database does its part in its own
  // process, so the two overlap (never more than one batch in flight). SQLite writes on this thread: nothing to
  // overlap, so each batch is written before reading on (measured: overlapping there only cost time).
  const overlap = app.database.dialect === 'postgres';
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    await writing;
    writing = writeBatch(batch);
    // Heard when the next flush or the end awaits it; meanwhile its failure is not an unhandled rejection.
    writing.catch(() => undefined);
    if (!overlap) await writing;
  };
  const writeBatch = async (batch: Passed[]) => {
    // Against the records the company already has: one query per unique field for the batch.
    const taken = await takenValues(db, definition, company, batch.map((b) => b.values));
    const clashes: Refusal[] = [];
    const fresh = batch.filter((item) => {
      const clash = unique.find((name) => taken.get(name)?.has(String(item.values[name])));
      if (clash) clashes.push({ row: item.row, error: takenText(p.language, labelOf(clash), item.values[clash]) });
      return !clash;
    });
    for (const r of clashes) failed.add(r.row, r.error);
    const { written, refused } = await consume(fresh, { through: batch[batch.length - 1].row.number, refused: clashes, labelOf });
    for (const r of refused) failed.add(r.row, r.error);
    result.passed += fresh.length - refused.length;
    result.written += written;
    await context.progress(result.total);
    // Between batches the event loop (and on SQLite the one connection) goes to everyone else's calls.
    await new Promise((resolve) => setImmediate(resolve));
  };
  try {
    for await (const event of checkSheet({ bytes, headerLines: p.headerLines, maxRows: p.maxRows, definition, columns, language: p.language })) {
      if (event.kind === 'header') {
        header.labels = event.labels;
        found = event.found;
        continue;
      }
      for (const { row, verdict } of event.rows) {
        result.total += 1;
        // The risk rules' blocks, as a save meets them (a row is a saved draft): the row is refused with the rule's prompt.
        const blocked = verdict.ok ? await app.documentSteps.risk.blocked(definition, { ...verdict.values, ...fixed }, p.language) : null;
        if (!verdict.ok) failed.add(row, verdict.error);
        else if (blocked !== null) failed.add(row, blocked);
        else {
          const twice = unique.find((name) => {
            const value = verdict.values[name];
            return value !== null && value !== undefined && value !== '' && seen.get(name)!.has(String(value));
          });
          if (twice) {
            failed.add(row, message(p.language, 'importDuplicate', { label: labelOf(twice), value: String(verdict.values[twice]), row: seen.get(twice)!.get(String(verdict.values[twice]))! }));
          } else {
            for (const name of unique) if (verdict.values[name]) seen.get(name)!.set(String(verdict.values[name]), row.number);
            const refusedBefore = resume.refused.get(row.number);
            if (row.number > resume.through) pending.push({ row, values: verdict.values });
            else if (refusedBefore !== undefined) failed.add(row, refusedBefore);
          }
        }
        if (pending.length >= IMPORT_BATCH) await flush();
      }
      await context.progress(result.total);
      // Between events (a batch of rows read and checked) the event loop goes to everyone else's calls.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await flush();
    await writing;
  } catch (error) {
    await writing.catch(() => undefined);
    await failed.discard();
    failure(p.language, error);
  }
  if (result.total === 0) throw new JobFailure(message(p.language, 'importEmpty'));
  return { ...result, failed };
}
