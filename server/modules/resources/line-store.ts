import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { ApiError, Code } from '../../http/envelope.js';
import { PARENT_KEY, SORT_KEY, childColumns } from './children.js';
import type { ChildRows } from './line-check.js';

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
  for (const child of definition.children ?? []) {
    const sent = rows.get(child.name);
    if (!sent) continue;
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

/** Each child's rows of record `parentId` in their order (sort, then id), by child name: what detail answers. */
export async function readLines(db: AnyDb, definition: ResourceDefinition, parentId: number): Promise<Record<string, Record<string, unknown>[]>> {
  const answer: Record<string, Record<string, unknown>[]> = {};
  for (const child of definition.children ?? []) {
    answer[child.name] = (await db
      .selectFrom(child.table)
      .select(childColumns(child).map((c) => c.name))
      .where(PARENT_KEY, '=', parentId)
      .orderBy(SORT_KEY)
      .orderBy('id')
      .execute()) as Record<string, unknown>[];
  }
  return answer;
}

/** Deletes the children's rows of the records `parentIds`, in the caller's transaction (the records' delete). */
export async function deleteLines(trx: AnyDb, definition: ResourceDefinition, parentIds: readonly number[]): Promise<void> {
  if (parentIds.length === 0) return;
  for (const child of definition.children ?? []) await trx.deleteFrom(child.table).where(PARENT_KEY, 'in', [...parentIds]).execute();
}
