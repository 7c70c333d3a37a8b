import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { Attachments } from '../../../schemas/generated/attachment.js';

type Attachment = Attachments[number];
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { FileTable } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { SessionContext } from '../../http/session.js';
import { resourceAccess } from '../resources/access.js';
import { ADD_FLAG } from '../resources/add.js';
import { resourceBase } from '../resources/served.js';
import { findResource } from '../resources/query.js';
import { PENDING_DATA_ID } from './pending-id.js';
import { DOC_STATUS, STATE_FIELD, documentLocked, isDocument } from '../resources/lifecycle.js';

export type FileRow = Selectable<FileTable>;

/** A resource definition's name, as a file call names its record's resource. */
export const RESOURCE_NAME = /^[a-z][a-z0-9_]{0,63}$/;

/** Where a file downloads from: what `url` and `src` of an attachment say. */
export const DOWNLOAD_PATH = '/api/base/file/download';

/** What a file call does to the record's files; a read passes none. */
export type FileWrite = 'update' | 'delete';

/** Document states whose files no longer change (a document in approval still takes them: spec 001 §6 isSuperEdit). */
const FINAL_STATUSES: readonly number[] = [DOC_STATUS.completed, DOC_STATUS.void];

/**
 * The owning record, through the resource's data scope exactly as `detail` reads it: no grant on the
 * resource's menu is 4403; a record that does not exist or lies outside the caller's scope is 4404, the same
 * answer for both, so a file call tells nothing a detail call would not. An unknown resource is 4404 too.
 */
export async function visibleRecord(
  app: FastifyInstance,
  session: SessionContext,
  resource: string,
  dataId: number,
  permsId: number | undefined,
  write?: FileWrite,
): Promise<ResourceDefinition> {
  const definition = app.resources.named(resource);
  if (!definition) throw new ApiError(Code.NOT_FOUND, 'notFound');
  const access = resourceAccess(app.database.db, `${resourceBase(definition)}/index`);
  const scope = await access.read(session, permsId);
  const record = await findResource(app.database.db, definition, scope, dataId);
  if (!record) throw new ApiError(Code.NOT_FOUND, 'notFound');
  // A completed or void document's files are part of what was approved: none added, changed or removed (4423).
  const state = Number(record[STATE_FIELD]);
  if (write && isDocument(definition) && FINAL_STATUSES.includes(state)) throw documentLocked(state, write);
  return definition;
}

/**
 * The resource a new document's pending upload is for (pending.ts): the caller must hold its menu's `add` button
 * (4403 without it); an unknown resource is 4404.
 */
export async function addableResource(app: FastifyInstance, session: SessionContext, resource: string, permsId: number | undefined): Promise<ResourceDefinition> {
  const definition = RESOURCE_NAME.test(resource) ? app.resources.named(resource) : undefined;
  if (!definition) throw new ApiError(Code.NOT_FOUND, 'notFound');
  await resourceAccess(app.database.db, `${resourceBase(definition)}/index`).button(session, ADD_FLAG, permsId);
  return definition;
}

/**
 * A file by id whose record the caller sees; else 4404 (or 4403 without the menu), as for the record. A pending
 * upload (no record yet) is its uploader's alone: anyone else gets the 4404 of a file that does not exist.
 */
export async function visibleFile(app: FastifyInstance, session: SessionContext, id: number, permsId: number | undefined, write?: FileWrite): Promise<FileRow> {
  const row = await app.database.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(Code.NOT_FOUND, 'notFound');
  if (row.data_id === PENDING_DATA_ID) {
    if (row.add_user_id !== session.userId) throw new ApiError(Code.NOT_FOUND, 'notFound');
    return row;
  }
  await visibleRecord(app, session, row.resource, row.data_id, permsId, write);
  return row;
}

/** A file row as the spec's Attachment (spec 001 §3). */
export function attachmentOf(row: FileRow): Attachment {
  const url = `${DOWNLOAD_PATH}?id=${row.id}`;
  return {
    id: row.id, name: row.name, url, src: url, domain: '', size: Number(row.size), remarks: row.remarks, upload_time: row.created_at,
    mime: row.mime, ext: row.ext, not_del: row.not_del === 1 ? 1 : 0, not_down: row.not_down === 1 ? 1 : 0,
    resource: row.resource, data_id: row.data_id, add_user_id: row.add_user_id, add_user_name: row.add_user_name,
    ...(row.item ? { item: row.item } : {}),
  };
}
