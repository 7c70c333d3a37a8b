import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { Insertable } from 'kysely';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { DEFAULT_NAME_LIMIT, MAX_SCENE_MB, acceptedTypes, checkContent, checkName, sanitiseName, sceneOf, tooLarge } from './rules.js';
import type { FileTable } from '../../db/tables.js';
import { checkItemRoom, fileItemOf, itemScene } from './items.js';
import { checkListRoom, configuredFlags } from './list.js';
import { checkOffice, isOfficeZip } from './office.js';
import { keptCopy, splitHead } from './streams.js';
import { addableResource, attachmentOf, RESOURCE_NAME, visibleRecord } from './records.js';
import { checkPendingRoom } from './pending.js';
import { PENDING_DATA_ID } from './pending-id.js';
import type { StoredFile } from './storage.js';
import type { FileItem, ResourceDefinition } from '../../../schemas/generated/resource-definition.js';

/** The text fields an upload may carry before its file (spec 001 §7 upload: file, scene, output, path, extras). */
const FIELDS = ['resource', 'data_id', 'perms_id', 'scene', 'accept', 'remarks', 'item', 'output', 'path'] as const;
type Field = (typeof FIELDS)[number];

/** An attachment's flags: the list's or the item's configuration sets them (files/list.ts), never the uploader. */
const CONFIGURED = ['not_del', 'not_down'];

/** Busboy's limits besides the file's size: one file, a handful of short fields, nothing else. */
const FIELD_COUNT = FIELDS.length + CONFIGURED.length;
const PART_LIMITS = { files: 1, fields: FIELD_COUNT, parts: FIELD_COUNT + 1, fieldSize: 2048, headerPairs: 20, fieldNameSize: 32 };

/** A required-items table's item: its prop, a field-like name. */
const ITEM = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

function badRequest(detail: string): ApiError {
  return new ApiError(Code.BAD_REQUEST, 'badRequest', { detail });
}

function recordId(value: string | undefined, name: string, required: boolean): number | undefined {
  if (value === undefined || value === '') {
    if (required) throw badRequest(`${name} is required before the file`);
    return undefined;
  }
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2147483647) throw badRequest(`${name} must be a record id`);
  return Number(value);
}

/** The multipart library's errors, as envelope errors (they carry HTTP statuses, not our codes). */
export function uploadError(error: unknown, fileName: string, maxMb: number): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(fileName, maxMb);
  if (code === 'FST_FILES_LIMIT') return new ApiError(Code.FILE_REFUSED, 'fileCountExceeded');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('too many fields');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('a field name is not allowed');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('an upload is sent as multipart/form-data');
  if (/boundary/i.test(error instanceof Error ? error.message : '')) return badRequest('multipart/form-data needs its boundary');
  // Anything else while reading the body (cut off, malformed, closed early) is a failed transfer.
  return new ApiError(Code.FILE_REFUSED, 'fileCutOff');
}

/**
 * POST file/upload: one file to one record, streamed to the storage (never held whole, but for an Office file's
 * check: office.ts), all or nothing. The fields come first (a browser's FormData keeps the order they were
 * appended in) so the record and the rules are checked before a byte is stored; the name and the first bytes are
 * checked before anything is written; the size is counted as the file streams. The row is written only once the
 * whole request has been read, and the stored file is removed on any failure after it was stored.
 */
export async function upload(app: FastifyInstance, request: FastifyRequest): Promise<ReturnType<typeof attachmentOf> & { status: string; message: string }> {
  if (!request.isMultipart()) throw badRequest('an upload is sent as multipart/form-data');
  const session = sessionOf(request);
  const fields: Partial<Record<Field, string>> = {};
  // The size limit is the scene's, known only once the scene field is read: the parser stops at the largest
  // scene's limit and the scene's own is checked on the stored size.
  let maxMb = MAX_SCENE_MB;
  let fileName = '';
  let stored: StoredFile | undefined;
  let file: MultipartFile | undefined;
  let pending: Insertable<FileTable> | undefined;
  let owner: ResourceDefinition | undefined;
  let item: FileItem | undefined;
  try {
    const parts = request.parts({ limits: { ...PART_LIMITS, fileSize: maxMb * 1024 * 1024 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        // The record, the scene and the rules were settled from the fields before the file: a later one would be
        // ignored, so it is refused (and the stored file removed) rather than answered 2000.
        if (file) throw new ApiError(Code.BAD_REQUEST, 'uploadFieldAfterFile', { field: part.fieldname });
        if (CONFIGURED.includes(part.fieldname)) throw new ApiError(Code.BAD_REQUEST, 'uploadFlagConfigured', { field: part.fieldname });
        if (!(FIELDS as readonly string[]).includes(part.fieldname)) throw badRequest(`unknown field ${part.fieldname}`);
        if (part.valueTruncated || typeof part.value !== 'string') throw badRequest(`field ${part.fieldname} is too long`);
        fields[part.fieldname as Field] = part.value;
        continue;
      }
      if (file || stored) throw new ApiError(Code.FILE_REFUSED, 'fileCountExceeded');
      if (part.fieldname !== 'file') throw badRequest('the file is sent as the field file');
      file = part;
      fileName = sanitiseName(part.filename);
      const remarks = fields.remarks ?? '';
      if (fields.item && !ITEM.test(fields.item)) throw badRequest('item must be a field name');
      if ([...remarks].length > 500) throw badRequest('remarks is longer than 500 characters');
      const resource = fields.resource;
      const dataId = recordId(fields.data_id, 'data_id', false);
      // Without data_id the file is a new document's pending upload (pending.ts): its resource, when named, must be one
      // the caller may add records to; a stored record's file goes through the record's scope.
      if (dataId === undefined) owner = resource === undefined || resource === '' ? undefined : await addableResource(app, session, resource, recordId(fields.perms_id, 'perms_id', false));
      else {
        if (!resource || !RESOURCE_NAME.test(resource)) throw badRequest('resource is required before the file');
        owner = await visibleRecord(app, session, resource, dataId, recordId(fields.perms_id, 'perms_id', false), 'update');
      }
      if (fields.item && !owner) throw badRequest('item needs its resource');
      // A file under an item takes the item's kind (文件 or 图片) whatever scene was sent.
      item = fields.item && owner ? fileItemOf(owner, fields.item) : undefined;
      const scene = item ? itemScene(item) : sceneOf(fields.scene);
      maxMb = scene.maxMb;
      const limit = Number(await app.settings.value('common', 'attachment_file_name_length')) || DEFAULT_NAME_LIMIT;
      const ext = checkName(fileName, acceptedTypes(scene, fields.accept), limit);
      const { head, whole } = await splitHead(part.file);
      const mime = await checkContent(head, ext);
      // An Office file's central directory is at its end: its bytes are kept as they stream (at most the scene's
      // size limit) and checked once all are read, before any row is written.
      const copy = isOfficeZip(ext) ? keptCopy(whole) : undefined;
      stored = await app.fileStorage.put(copy?.stream ?? whole);
      if (part.file.truncated || stored.size > scene.maxMb * 1024 * 1024) throw tooLarge(fileName, scene.maxMb);
      if (copy) await checkOffice(copy.bytes(), fileName, ext);
      pending = {
        storage_key: stored.key, name: fileName, size: stored.size, mime, ext, remarks, scene: item?.kind ?? fields.scene ?? 'default', resource: owner?.name ?? '', data_id: dataId ?? PENDING_DATA_ID,
        item: item?.prop ?? null,
        ...(owner ? configuredFlags(owner, item) : {}),
        add_user_id: session.userId, add_user_name: session.userName, add_org_id: session.subject.orgId, add_company_id: session.subject.companyOrgId,
        created_at: nowStamp(),
      };
    }
    if (!pending || !stored) throw new ApiError(Code.FILE_REFUSED, 'fileMissing');
    const [row, definition, under] = [pending, owner, item];
    // The item's or the list's room is counted in the transaction that writes the row (the limit holds under racing
    // uploads); a pending upload counts against its uploader's pending files, the record's room when it is bound.
    const inserted = await app.database.db.transaction().execute(async (trx) => {
      if (row.data_id === PENDING_DATA_ID || !definition) await checkPendingRoom(trx, session.userId);
      else if (under) await checkItemRoom(trx, app.database.dialect, definition, row.data_id, under);
      else await checkListRoom(trx, app.database.dialect, definition, row.data_id);
      return trx.insertInto('files').values(row).returningAll().executeTakeFirstOrThrow();
    });
    stored = undefined;
    return { ...attachmentOf(inserted), status: 'success', message: '' };
  } catch (error) {
    // A file refused before it was read is let run out, so the request ends instead of stalling.
    if (file && !file.file.readableEnded) file.file.resume();
    if (stored) await app.fileStorage.delete(stored.key).catch((e: unknown) => request.log.error(e, 'upload clean-up'));
    throw uploadError(error, fileName, maxMb);
  }
}
