import type { Kysely, Transaction } from 'kysely';
import type { FileItem, ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import { PARENT_KEY } from '../resources/children.js';
import { lockOwner } from './items.js';

/**
 * The record's attachment list on the server (spec 001 screen 19 附件信息; the definition's `attachments`): the
 * files uploaded to a record outside the required-items table. Its limit and the not_del / not_down of its
 * files (and of an item's, the item's own) are the configuration's: the uploader sets neither.
 */

/** Spec 001 §9: 20 files a list. */
export const DEFAULT_LIST_LIMIT = 20;

export interface FileFlags {
  not_del: 0 | 1;
  not_down: 0 | 1;
}

/** What a file uploaded to the record's list, or under `item`, is stored with. */
export function configuredFlags(definition: ResourceDefinition, item: FileItem | undefined): FileFlags {
  const place = item ?? definition.attachments;
  return { not_del: place?.notDel ? 1 : 0, not_down: place?.notDown ? 1 : 0 };
}

/**
 * Refuses a file beyond the list's limit (已超出最大上传数量), counted inside the transaction that writes the file's
 * row, the owning record locked first. `adding` 0 checks files already bound to it (pending.ts). The list's files are the record's files under no item; a file a line's
 * file cell holds is the line's, not counted (a document of many lines, each with its report).
 */
export async function checkListRoom(trx: Transaction<Database>, dialect: string, definition: ResourceDefinition, dataId: number, adding = 1): Promise<void> {
  await lockOwner(trx, dialect, definition, dataId);
  const limit = definition.attachments?.limit ?? DEFAULT_LIST_LIMIT;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- child tables are declared, not typed
  const any = trx as unknown as Kysely<any>;
  let count = any
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('resource', '=', definition.name)
    .where('data_id', '=', dataId)
    .where('item', 'is', null);
  for (const child of definition.children ?? []) {
    for (const field of child.fields.filter((f) => f.file)) {
      count = count.where('id', 'not in', any.selectFrom(child.table).select(field.name).where(PARENT_KEY, '=', dataId).where(field.name, 'is not', null));
    }
  }
  const held = await count.executeTakeFirstOrThrow();
  if (Number(held.n) + adding > limit) throw new ApiError(Code.BAD_REQUEST, 'fileCountExceeded');
}
