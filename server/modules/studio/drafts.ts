import type { Kysely } from 'kysely';
import type { DraftAnswer, DraftRow } from '../../../schemas/generated/studio.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';

/** A draft's limits: a definition is tens of KB; past these it is no draft but a load on the server. */
export const DRAFT_LIMITS = { bytes: 512 * 1024, depth: 64, perKind: 100 } as const;

/** How deeply a value nests (objects and arrays), walked without recursion, stopping past `limit`. */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

type Db = Kysely<Database>;

/** Whose draft of what: every read and write of a draft names its author, so nobody reads another's. */
export interface DraftKey {
  kind: string;
  name: string;
  authorId: number;
}

/**
 * The studio's drafts (issue 23): what an author is writing and has not published, kept on the server so it
 * survives a reload or another browser, and visible to its author alone. A draft is stored as written (it may
 * be half done); it is checked when published, and publishing the name removes the publisher's draft.
 */
export const studioDrafts = {
  async read(db: Db, { kind, name, authorId }: DraftKey): Promise<DraftAnswer | null> {
    const row = await db
      .selectFrom('studio_drafts')
      .select(['name', 'definition', 'base_version', 'updated_at'])
      .where('kind', '=', kind)
      .where('name', '=', name)
      .where('author_id', '=', authorId)
      .executeTakeFirst();
    return row ? { name: row.name, definition: JSON.parse(row.definition) as Record<string, unknown>, base_version: row.base_version, updated_at: row.updated_at } : null;
  },

  /** The author's drafts of a kind, the latest first. */
  async list(db: Db, kind: string, authorId: number): Promise<DraftRow[]> {
    return db
      .selectFrom('studio_drafts')
      .select(['name', 'base_version', 'updated_at'])
      .where('kind', '=', kind)
      .where('author_id', '=', authorId)
      .orderBy('updated_at', 'desc')
      .orderBy('name')
      .execute();
  },

  /** Keeps the draft, replacing the author's earlier one of the name; refused (4400) past the limits. */
  async save(db: Db, key: DraftKey, definition: object, baseVersion: number | undefined): Promise<DraftAnswer> {
    const tooLarge = () => new ApiError(Code.BAD_REQUEST, 'draftTooLarge', { kb: DRAFT_LIMITS.bytes / 1024, depth: DRAFT_LIMITS.depth });
    // Measured before it is written out: a value nested past the limit would overflow JSON.stringify's stack.
    if (depthOf(definition, DRAFT_LIMITS.depth) > DRAFT_LIMITS.depth) throw tooLarge();
    const text = JSON.stringify(definition);
    if (text.length > DRAFT_LIMITS.bytes) throw tooLarge();
    const others = await db
      .selectFrom('studio_drafts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', key.kind)
      .where('author_id', '=', key.authorId)
      .where('name', '!=', key.name)
      .executeTakeFirstOrThrow();
    if (Number(others.n) >= DRAFT_LIMITS.perKind) throw new ApiError(Code.BAD_REQUEST, 'draftsTooMany', { max: DRAFT_LIMITS.perKind });
    const updated_at = nowStamp();
    const values = { definition: text, base_version: baseVersion ?? null, updated_at };
    await db
      .insertInto('studio_drafts')
      .values({ kind: key.kind, name: key.name, author_id: key.authorId, ...values })
      .onConflict((c) => c.columns(['kind', 'name', 'author_id']).doUpdateSet(values))
      .execute();
    return { name: key.name, definition: definition as Record<string, unknown>, base_version: baseVersion ?? null, updated_at };
  },

  async discard(db: Db, { kind, name, authorId }: DraftKey): Promise<void> {
    await db.deleteFrom('studio_drafts').where('kind', '=', kind).where('name', '=', name).where('author_id', '=', authorId).execute();
  },
};
