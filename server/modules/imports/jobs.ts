import type { JobKind } from '../../../schemas/generated/job.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { message } from '../../http/messages.js';
import type { SessionContext } from '../../http/session.js';
import { failure, scanFile, takenText, takenValues, type Consume, type ImportPayload, type Tally } from './import-scan.js';
import { handedOver, JobFailure, type Interrupted, type JobContext, type JobResult, type JobRow } from '../jobs/queue.js';
import { resourceAccess } from '../resources/access.js';
import { nextNumber } from '../resources/field-rules.js';
import { DOC_STATUS, lifeColumns, writeLife } from '../resources/lifecycle.js';
import { creatorStamps } from '../resources/stamps.js';
import { pickedModels, settlePicked } from '../resources/picked-fields.js';
import { FailedRowsWriter } from './failed-rows.js';
import type { SheetRow } from './read.js';

export const IMPORT_CHECK_JOB: JobKind = 'import-check';
export const IMPORT_JOB: JobKind = 'import';
/** The session an import runs as: its starter's (a job has no request; only these parts are read). */
function sessionOf(p: ImportPayload): SessionContext {
  return { sessionId: '', token: '', userId: p.userId, userName: p.userName, userMobile: '', positionOrgId: p.subject.orgId, positionName: '', roleId: p.roleId, subject: p.subject };
}


/**
 * What an import has durably done, recorded in the transaction of each batch it commits (JobContext.checkpoint):
 * a server that takes the import over after its server died goes on from there, never writing a row twice.
 */
export interface ImportState {
  /** The sheet row the last committed batch reached: rows up to it are never written again. */
  row: number;
  /** Rows written so far. */
  imported: number;
  /**
   * Rows up to `row` refused when their batch was written, as [sheet row, reason]: only the database at that moment
   * knew them (read again, the rows this import wrote would clash with themselves). Every other failed row is found
   * again by checking the file.
   */
  refused: [number, string][];
}



/** The failed rows' file as a job result's file, when any row failed. */
async function failedFile(p: ImportPayload, failed: FailedRowsWriter): Promise<Record<string, unknown>> {
  const stored = await failed.finish();
  if (!stored) return {};
  return { file_key: stored.key, size: stored.size, name: `${p.fileName.replace(/\.xlsx$/i, '')}-${p.language === 'zh' ? '错误数据' : 'failed rows'}.xlsx` };
}

function definitionOf(app: FastifyInstance, p: ImportPayload): ResourceDefinition {
  const definition = app.resources.named(p.resource);
  if (!definition) throw new JobFailure(message(p.language, 'notFound'));
  return definition;
}

/** The caller still holds the import button (asked again when the job runs: a grant taken away stops it). */
async function stillGranted(app: FastifyInstance, p: ImportPayload) {
  try {
    return await resourceAccess(app.database.db, p.indexUrl).button({ roleId: p.roleId, subject: p.subject }, 'import', p.permsId);
  } catch (error) {
    return failure(p.language, error);
  }
}

/** What every imported row is written with besides its own values: its importer's stamps, picked fields and a draft's life. */
interface RowBase {
  fixed: Record<string, unknown>;
  now: string;
  company: number;
}

/** RowBase, built once per run (a row's own values never override it: the server's win). */
async function rowBase(app: FastifyInstance, definition: ResourceDefinition, p: ImportPayload): Promise<RowBase> {
  const { db } = app.database;
  const session = sessionOf(p);
  const stamps = await creatorStamps(db, session);
  const now = String(stamps.created_at);
  const life = await writeLife(app.documentSteps, definition, 0, now);
  // The picked fields (handler, department) are never imported: every row gets the importer's, settled once.
  const picked: Record<string, unknown> = {};
  await settlePicked(db, pickedModels(definition), session, picked);
  const lifeValues = life ? { ...lifeColumns(DOC_STATUS.draft, now), ...life.columns } : {};
  return { fixed: { ...picked, ...lifeValues, ...stamps }, now, company: Number(stamps.add_company_id) };
}

/** The check job: how many rows pass and fail, and the failed ones as a file; nothing written. */
export function importCheckJob(app: FastifyInstance) {
  return async (context: JobContext<ImportPayload>): Promise<JobResult> => {
    const p = context.payload;
    const definition = definitionOf(app, p);
    await stillGranted(app, p);
    const { fixed } = await rowBase(app, definition, p);
    const scanned = await scanFile(app, definition, p, context, fixed, async () => ({ written: 0, refused: [] }));
    await context.progress(scanned.total, scanned.total);
    return { total: scanned.total, valid: scanned.passed, invalid: scanned.failed.count, rows: scanned.total, ...(await failedFile(p, scanned.failed)) };
  };
}

/**
 * The import job: the file checked again (records may have changed since), the rows that pass written as the
 * importer's new records (drafts of a document: they are submitted for approval from the list) as they are
 * read, IMPORT_BATCH to a transaction (a failure rolls back its batch, never half of one); a row refused at
 * write time (a number taken meanwhile) joins the failed rows. Each batch's transaction also records the import's
 * state (ImportState): run again after its server died, it goes on after the last committed batch. The uploaded
 * file is removed when the import ends (kept when the job goes on on another server).
 */
export function importJob(app: FastifyInstance) {
  const { db } = app.database;
  return async (context: JobContext<ImportPayload>): Promise<JobResult> => {
    const p = context.payload;
    const definition = definitionOf(app, p);
    const scope = await stillGranted(app, p);
    const { fixed, now, company } = await rowBase(app, definition, p);
    const numbered = definition.numbering?.field;
    const before = context.state as ImportState | undefined;
    const progress: Tally = { total: 0, passed: before?.imported ?? 0, written: before?.imported ?? 0 };
    // Every row refused on writing so far, carried in each checkpoint.
    const refusals: [number, string][] = [...(before?.refused ?? [])];
    const write: Consume = async (batch, done) => {
      context.signal.throwIfAborted();
      if (batch.length === 0) {
        // Nothing to commit: these refusals go into the next batch's checkpoint (or are found again after a takeover).
        refusals.push(...done.refused.map((r): [number, string] => [r.row.number, r.error]));
        return { written: 0, refused: [] };
      }
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource's own table
      return (db as unknown as Kysely<any>).transaction().execute(async (trx) => {
        const records = batch.map((item) => ({ item, record: Object.assign({}, item.values, fixed) as Record<string, unknown> }));
        for (const { record } of records) {
          if (numbered && (record[numbered] === null || record[numbered] === undefined || record[numbered] === '')) record[numbered] = await nextNumber(trx as unknown as Kysely<Database>, definition, company, now);
        }
        // Unique values another record took since the check (or a number given meanwhile).
        const taken = await takenValues(trx as unknown as Kysely<Database>, definition, company, records.map((r) => r.record));
        const refused: { row: SheetRow; error: string }[] = [];
        const takenByField = [...taken];
        const fresh = records.filter(({ item, record }) => {
          const clash = takenByField.find(([name, values]) => values.has(String(record[name])));
          if (clash) refused.push({ row: item.row, error: takenText(p.language, done.labelOf(clash[0]), record[clash[0]]) });
          return !clash;
        });
        const ids: number[] = [];
        // One statement per slice of the batch: within the engines' parameter limits.
        const perStatement = Math.max(1, Math.floor(30_000 / Math.max(1, Object.keys(fresh[0]?.record ?? {}).length)));
        for (let from = 0; from < fresh.length; from += perStatement) {
          const inserted = (await trx.insertInto(definition.table).values(fresh.slice(from, from + perStatement).map((r) => r.record)).returning('id').execute()) as { id: number }[];
          ids.push(...inserted.map((r) => r.id));
        }
        // Written inside the importer's scope or not at all (as an add reads its record back).
        if (scope && ids.length > 0) {
          const seen = (await trx.selectFrom(definition.table).select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', ids).where(scope).executeTakeFirstOrThrow()) as { n: number | string };
          if (Number(seen.n) !== ids.length) throw new JobFailure(message(p.language, 'forbidden'));
        }
        const these = [...done.refused, ...refused].map((r): [number, string] => [r.row.number, r.error]);
        const state: ImportState = { row: done.through, imported: progress.written + ids.length, refused: [...refusals, ...these] };
        await context.checkpoint(trx as unknown as Kysely<Database>, state);
        refusals.push(...these);
        return { written: ids.length, refused };
      });
    };
    const resume = { through: before?.row ?? 0, refused: new Map(before?.refused ?? []) };
    try {
      const scanned = await scanFile(app, definition, p, context, fixed, write, progress, resume);
      return { total: scanned.total, imported: scanned.written, invalid: scanned.failed.count, rows: scanned.written, ...(await failedFile(p, scanned.failed)) };
    } catch (error) {
      if (progress.written === 0 || handedOver(context.signal)) throw error;
      // Stopped (failed or cancelled) after some batches were committed: those rows stay, and the job says so.
      if (!(error instanceof JobFailure)) app.log.error({ err: error, job: context.id }, 'import failed after writing');
      const reason = error instanceof JobFailure ? error.message : message(p.language, 'internal');
      const done = { total: progress.total, imported: progress.written, rows: progress.written };
      throw new JobFailure(message(p.language, 'importPartly', { reason, count: progress.written }), done);
    } finally {
      // Going on elsewhere (its server shutting down, or taken over): the next run reads the file again.
      if (!handedOver(context.signal)) await app.fileStorage.delete(p.fileKey).catch(() => undefined);
    }
  };
}

/**
 * What an import that will not run again after its server died says (SQLite at start, or PostgreSQL out of tries):
 * the rows its committed batches wrote stay, and its reason and result say how many. Undefined when it had written
 * none (the queue's own reason then).
 */
export function importInterrupted(job: JobRow): Interrupted | undefined {
  const state = job.state ? (JSON.parse(job.state) as Partial<ImportState>) : undefined;
  const count = Number(state?.imported ?? 0);
  if (count <= 0) return undefined;
  const payload = JSON.parse(job.payload) as Partial<ImportPayload>;
  return { error: message(payload.language === 'en' ? 'en' : 'zh', 'importInterrupted', { count }), result: { imported: count, rows: count } };
}
