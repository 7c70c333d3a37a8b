import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { ApiError, Code } from '../../http/envelope.js';
import { LINE_SPLITS_KEY } from '../../../codecs/formula/index.js';
import { LINE_SPLITS_FIELD, PARENT_KEY, SORT_KEY, childColumns, splitsAllowed } from './children.js';
import { childModelsOf, ownSplitCost } from './line-check.js';
import { applySplit, splitPlan, storedSplits, usableStoredSplit, withOwnValues } from './line-splits.js';
import type { ChildRows, LineRow } from './line-check.js';
import type { ResourceChild } from '../../../schemas/generated/resource-definition.js';

// Child tables are declared, not typed, as resource tables are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Bound parameters per insert statement, under SQLite's oldest limit (999) whatever the row width. */
const MAX_PARAMETERS = 900;

/**
 * Writes the rows of each child the body carried for record `parentId`, in the caller's transaction (the
 * record's own write): the rows become exactly the set sent, in its order. A row with an id must be one of
 * this record's rows (updated in place); a row without one is new (inserted); a stored row not sent is deleted.
 * An id of another record, whatever its company, answers 4400 naming the row and, the transaction being
 * rolled back, nothing is written. A child absent from the body is left as it is.
 */
export async function writeLines(trx: AnyDb, definition: ResourceDefinition, parentId: number, rows: ChildRows, now: string): Promise<void> {
  await computeSplitRows(trx, definition, parentId, rows);
  await keepSplits(trx, definition, parentId, rows);
  for (const child of definition.children ?? []) {
    const sent = rows.get(child.name);
    if (!sent) continue;
    await settleLineFiles(trx, definition, child, parentId, sent);
    const stored = new Set(
      ((await trx.selectFrom(child.table).select('id').where(PARENT_KEY, '=', parentId).execute()) as { id: number }[]).map((r) => Number(r.id)),
    );
    sent.forEach((row, i) => {
      if (row.id !== undefined && !stored.has(row.id)) throw new ApiError(Code.BAD_REQUEST, 'lineNotOfDocument', { label: child.label, row: i + 1, id: row.id });
    });
    const kept = sent.flatMap((row) => (row.id === undefined ? [] : [row.id]));
    let removal = trx.deleteFrom(child.table).where(PARENT_KEY, '=', parentId);
    if (kept.length > 0) removal = removal.where('id', 'not in', kept);
    await removal.execute();
    const inserts: Record<string, unknown>[] = [];
    for (const [i, row] of sent.entries()) {
      if (row.id === undefined) {
        inserts.push({ ...row.values, [PARENT_KEY]: parentId, [SORT_KEY]: i, created_at: now, updated_at: now });
        continue;
      }
      await trx.updateTable(child.table).set({ ...row.values, [SORT_KEY]: i, updated_at: now }).where('id', '=', row.id).where(PARENT_KEY, '=', parentId).execute();
    }
    const batch = Math.max(1, Math.floor(MAX_PARAMETERS / childColumns(child).length));
    for (let i = 0; i < inserts.length; i += batch) await trx.insertInto(child.table).values(inserts.slice(i, i + batch)).execute();
  }
}

/**
 * The document's own price splits (line-splits.ts): the rows of each child that declares splits are computed under
 * the split the body sent, else the one record `parentId` keeps (none for a new record). Run by the write pipeline
 * before the record's totals and risk rules read the rows (line-totals.ts); once per write.
 */
export async function computeSplitRows(db: AnyDb, definition: ResourceDefinition, parentId: number | null, rows: ChildRows): Promise<void> {
  if (rows.splitsApplied) return;
  rows.splitsApplied = true;
  const models = childModelsOf(definition).filter((m) => splitsAllowed(m.child) && rows.has(m.child.name));
  if (models.length === 0) return;
  const stored = parentId === null ? {} : await readStoredSplits(db, definition, parentId);
  for (const model of models) {
    const sent = rows.splits?.get(model.child.name);
    const kept = sent ? sent : usableStoredSplit(model, stored[model.child.name]);
    // A split sent was counted with the rows (line-check.ts); the one the record keeps is counted here, before it runs.
    if (!sent && kept) rows.spend(rows.get(model.child.name)!.length * ownSplitCost(model, kept));
    const plan = kept ? splitPlan(model, kept) : { ...splitPlan(model, {}), dropsUnknown: true };
    for (const [i, row] of rows.get(model.child.name)!.entries()) {
      applySplit(model, plan, row, i, rows.draft);
      await rows.slices.pause();
    }
  }
}

/** Keeps the splits the body sent with record `parentId` (an empty one for a child: its columns as configured), in the write's transaction. */
async function keepSplits(trx: AnyDb, definition: ResourceDefinition, parentId: number, rows: ChildRows): Promise<void> {
  // A split travels with its rows: sent without them it is not kept.
  if (!rows.splits || !childModelsOf(definition).some((m) => splitsAllowed(m.child) && rows.has(m.child.name))) return;
  const kept: Record<string, unknown> = { ...(await readStoredSplits(trx, definition, parentId)) };
  for (const [child, splits] of rows.splits) {
    if (Object.keys(splits).length > 0) kept[child] = splits;
    else delete kept[child];
  }
  const text = Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
  await trx.updateTable(definition.table).set({ [LINE_SPLITS_FIELD.name]: text }).where('id', '=', parentId).execute();
}

/** The splits record `parentId` keeps (its line_splits column), by child; {} when none. */
async function readStoredSplits(db: AnyDb, definition: ResourceDefinition, parentId: number): Promise<Record<string, unknown>> {
  const record = (await db.selectFrom(definition.table).select(LINE_SPLITS_FIELD.name).where('id', '=', parentId).executeTakeFirst()) as Record<string, unknown> | undefined;
  return storedSplits(record?.[LINE_SPLITS_FIELD.name]);
}

/**
 * A line's file cells (fields declared `file`): each file must be one of this record's files (uploaded to it), else
 * 4400 naming the row and nothing is written; its name field is written from the stored file, never from the body.
 * A document not yet stored has no files: its lines' file cells must be empty.
 */
async function settleLineFiles(trx: AnyDb, definition: ResourceDefinition, child: ResourceChild, parentId: number, rows: LineRow[]): Promise<void> {
  const fileFields = child.fields.filter((f) => f.file);
  if (fileFields.length === 0) return;
  const ids = [...new Set(rows.flatMap((row) => fileFields.map((f) => row.values[f.name]).filter((v): v is number => typeof v === 'number')))];
  const files = new Map(
    ids.length === 0
      ? []
      : ((await trx.selectFrom('files').select(['id', 'name']).where('id', 'in', ids).where('resource', '=', definition.name).where('data_id', '=', parentId).execute()) as { id: number; name: string }[]).map(
          (f) => [Number(f.id), f.name],
        ),
  );
  rows.forEach((row, i) => {
    for (const field of fileFields) {
      const id = row.values[field.name];
      const name = typeof id === 'number' ? files.get(id) : undefined;
      if (typeof id === 'number' && name === undefined) throw new ApiError(Code.BAD_REQUEST, 'lineFileNotOfDocument', { label: child.label, row: i + 1, field: field.name });
      row.values[field.file!.nameField] = name ?? null;
    }
  });
}

/** Empties the line cells that hold file `fileId` of record `parentId` (the file was deleted): no line keeps a dead file. */
export async function releaseLineFile(trx: AnyDb, definition: ResourceDefinition, parentId: number, fileId: number): Promise<void> {
  for (const child of definition.children ?? []) {
    for (const field of child.fields) {
      if (!field.file) continue;
      await trx.updateTable(child.table).set({ [field.name]: null, [field.file.nameField]: null }).where(PARENT_KEY, '=', parentId).where(field.name, '=', fileId).execute();
    }
  }
}

/** Each child's rows of record `parentId` in their order (sort, then id), by child name: what detail answers. */
export async function readLines(db: AnyDb, definition: ResourceDefinition, parentId: number): Promise<Record<string, unknown>> {
  const answer: Record<string, unknown> = {};
  for (const child of definition.children ?? []) {
    const rows = (await db
      .selectFrom(child.table)
      .select(childColumns(child).map((c) => c.name))
      .where(PARENT_KEY, '=', parentId)
      .orderBy(SORT_KEY)
      .orderBy('id')
      .execute()) as Record<string, unknown>[];
    answer[child.name] = rows.map(withOwnValues);
  }
  // The document's own price splits, by child (spec 001 screen 17): what its lines' columns are split into.
  if ((definition.children ?? []).some(splitsAllowed)) {
    const stored = await readStoredSplits(db, definition, parentId);
    // Only a split that still fits its lines is shown (the next write lets an unfitting one go).
    const usable = childModelsOf(definition).flatMap((model) => {
      const split = model.child.name in stored ? usableStoredSplit(model, stored[model.child.name]) : null;
      return split && Object.keys(split).length > 0 ? [[model.child.name, split] as const] : [];
    });
    answer[LINE_SPLITS_KEY] = Object.fromEntries(usable);
  }
  return answer;
}

/** One child's lines of several records in one query, by record id (each record's in its order; none: an empty list). */
export async function readLinesOf(db: AnyDb, definition: ResourceDefinition, childName: string, parentIds: readonly number[]): Promise<Map<number, Record<string, unknown>[]>> {
  const byParent = new Map<number, Record<string, unknown>[]>(parentIds.map((id) => [id, []]));
  const child = definition.children?.find((c) => c.name === childName);
  if (!child || parentIds.length === 0) return byParent;
  const rows = (await db
    .selectFrom(child.table)
    .select([...new Set([PARENT_KEY, ...childColumns(child).map((c) => c.name)])])
    .where(PARENT_KEY, 'in', [...parentIds])
    .orderBy(PARENT_KEY)
    .orderBy(SORT_KEY)
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  for (const row of rows) byParent.get(Number(row[PARENT_KEY]))?.push(withOwnValues(row));
  return byParent;
}

/** Deletes the children's rows of the records `parentIds`, in the caller's transaction (the records' delete). */
export async function deleteLines(trx: AnyDb, definition: ResourceDefinition, parentIds: readonly number[]): Promise<void> {
  if (parentIds.length === 0) return;
  for (const child of definition.children ?? []) await trx.deleteFrom(child.table).where(PARENT_KEY, 'in', [...parentIds]).execute();
}
