import type { Kysely, Transaction } from 'kysely';
import type { FileItem, ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import { SCENES, type Scene } from './rules.js';
import { PENDING_DATA_ID } from './pending-id.js';

/**
 * The required-items table on the server (spec 001 screen 19, §5 collect table): an upload under an item
 * must name one the resource declares, is held to the item's kind and limit, and a required item needs a
 * file before the record is submitted. The browser shows the same rules; these are the ones that hold.
 */

/** Spec 001 §5: an item holds one file unless it says more. */
const DEFAULT_ITEM_LIMIT = 1;

/** The declared item `prop` of the resource; else 4400 (a name the table never showed). */
export function fileItemOf(definition: ResourceDefinition, prop: string): FileItem {
  const item = definition.fileItems?.find((i) => i.prop === prop);
  if (!item) throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: `item ${prop} is not an item of ${definition.name}` });
  return item;
}

/** What an item's kind accepts: 文件 or 图片 (the upload scenes of the same names). */
export function itemScene(item: FileItem): Scene {
  const scene = SCENES.get(item.kind);
  // The definition's schema allows only the two kinds; a definition that slipped past it is a server fault.
  if (!scene) throw new Error(`file item ${item.prop}: no scene ${item.kind}`);
  return scene;
}

/**
 * Locks the owning record's row before its files are counted, so two uploads racing for the last place of an
 * item or of the list are counted one after the other (PostgreSQL; SQLite runs one write transaction at a time).
 */
export async function lockOwner(trx: Transaction<Database>, dialect: string, definition: ResourceDefinition, dataId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resource's table is not in the typed schema
  const locked = await (trx as unknown as Kysely<any>).selectFrom(definition.table).select('id').where('id', '=', dataId).forUpdate().executeTakeFirst();
  // Deleted while the file streamed: no row for a record that is gone (its bytes are removed by the caller).
  if (!locked) throw new ApiError(Code.NOT_FOUND, 'notFound');
}

/**
 * Refuses a file beyond the item's limit (该栏目最多只能上传{n}个附件), counted inside the transaction that
 * writes the file's row, the owning record locked first (lockOwner).
 */
export async function checkItemRoom(trx: Transaction<Database>, dialect: string, definition: ResourceDefinition, dataId: number, item: FileItem, adding = 1): Promise<void> {
  await lockOwner(trx, dialect, definition, dataId);
  const limit = item.limit ?? DEFAULT_ITEM_LIMIT;
  const held = await trx
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('resource', '=', definition.name)
    .where('data_id', '=', dataId)
    .where('item', '=', item.prop)
    .executeTakeFirstOrThrow();
  if (Number(held.n) + adding > limit) throw new ApiError(Code.FILE_REFUSED, 'fileItemFull', { n: limit });
}

/**
 * Refuses a submit while a required item has no file: 请上传文件附件：{the items' labels}. Nothing to check
 * for a resource without required items; a record not yet written (`dataId` null) has only the pending uploads
 * its write will bind (`pending`, pending.ts: the write refuses any that are not the caller's).
 */
export async function checkRequiredItems(db: Kysely<Database>, definition: ResourceDefinition, dataId: number | null, pending: readonly number[] = []): Promise<void> {
  const required = (definition.fileItems ?? []).filter((i) => i.required);
  if (required.length === 0) return;
  const props = required.map((i) => i.prop);
  const stored = dataId === null ? [] : await db.selectFrom('files').select('item').distinct().where('resource', '=', definition.name).where('data_id', '=', dataId).where('item', 'in', props).execute();
  const bound = pending.length === 0 ? [] : await db.selectFrom('files').select('item').where('id', 'in', pending).where('data_id', '=', PENDING_DATA_ID).where('item', 'in', props).execute();
  const held = new Set([...stored, ...bound].map((r) => r.item));
  const missing = required.filter((i) => !held.has(i.prop));
  if (missing.length === 0) return;
  throw new ApiError(Code.BAD_REQUEST, 'fileItemsMissing', {
    items: { zh: missing.map((i) => i.label.zh).join('、'), en: missing.map((i) => i.label.en).join(', ') },
  });
}
