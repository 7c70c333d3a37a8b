import type { RendererEnv } from '../../../registry';
import type { Attachments, OptimizeAnswer } from '../../../schemas/generated/attachment';
import { saveBlob } from '.';
import type { PendingFiles } from '../pending-files';

/** One stored file as the server answers it (schemas/attachment.schema.json Attachment). */
export type Attachment = Attachments[number];

/** The attachment calls (docs/api.md "Attachments /api/base/file"). */
export const FILE_API = {
  index: '/api/base/file/index',
  upload: '/api/base/file/upload',
  download: '/api/base/file/download',
  del: '/api/base/file/del',
  remarks: '/api/base/file/remarks',
  optimize: '/api/base/file/optimize',
  setting: '/api/base/config/get',
} as const;

/**
 * The record the files belong to, and the menu it is read through. A new document has no record yet (`dataId`
 * null): its files are pending uploads, kept in `pending` until the write that creates it binds them.
 */
export interface FileOwner {
  resource: string;
  dataId: number | null;
  permsId?: number;
  pending?: PendingFiles;
}

/** The server's upload scenes (server/modules/files/rules.ts): what each accepts (spec 001 §5). */
export const SCENE_TYPES = {
  default: ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff', 'doc', 'docx', 'xls', 'xlsx', 'pdf'],
  file: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'xlsx'],
  image: ['jpg', 'jpeg', 'png'],
} as const;
export type Scene = keyof typeof SCENE_TYPES;

/** The definition's name a form page's resource base ends with: `/api/contract/sales_contract` → `sales_contract`. */
export function resourceNameOf(base: string): string {
  return base.slice(base.lastIndexOf('/') + 1);
}

export async function listFiles(env: RendererEnv, owner: FileOwner, signal?: AbortSignal): Promise<Attachment[]> {
  if (owner.dataId === null) return owner.pending?.list() ?? [];
  const files = await env.request<Attachment[] | null>(FILE_API.index, { query: { resource: owner.resource, data_id: owner.dataId, perms_id: owner.permsId }, messageHide: true, signal });
  // An answer that is no list shows as no files rather than breaking the page around it.
  return Array.isArray(files) ? files : [];
}

export interface UploadRequest {
  owner: FileOwner;
  file: File;
  scene: Scene;
  /** The extensions the caller accepts (narrowing the scene's). */
  accept?: readonly string[];
  /** The required-items table's item the file is for (its prop). */
  item?: string;
  onProgress(percent: number): void;
  signal: AbortSignal;
}

/**
 * One file to the record. The fields go before the file: the server reads the multipart stream in order
 * and refuses a field after the file (docs/api.md).
 */
export function uploadFile(env: RendererEnv, request: UploadRequest): Promise<Attachment> {
  if (!env.upload) return Promise.reject(new Error('no upload'));
  const form = new FormData();
  // A form's file before its record exists may name no resource: spec 000's upload (file, scene, output, path).
  if (request.owner.resource) form.append('resource', request.owner.resource);
  // Without a record the server keeps the file pending, the uploader's alone, until the document's write binds it.
  if (request.owner.dataId !== null) form.append('data_id', String(request.owner.dataId));
  if (request.owner.permsId !== undefined) form.append('perms_id', String(request.owner.permsId));
  form.append('scene', request.scene);
  form.append('output', 'json');
  form.append('path', '/');
  if (request.accept && request.accept.length > 0) form.append('accept', request.accept.join(','));
  if (request.item) form.append('item', request.item);
  form.append('file', request.file, request.file.name);
  const sent = env.upload<Attachment>(FILE_API.upload, form, {
    signal: request.signal,
    // The dialog shows the refusal on the file's own row, word for word: not the request layer's toast too.
    messageHide: true,
    onProgress: (loaded, total) => request.onProgress(total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0),
  });
  const { pending } = request.owner;
  if (request.owner.dataId !== null || !pending) return sent;
  return sent.then((file) => {
    pending.put(file);
    return file;
  });
}

/** Downloads with the session's headers (a plain link would be refused) and hands the file to the browser. */
export async function downloadFile(env: RendererEnv, file: Pick<Attachment, 'id' | 'name'>, permsId?: number): Promise<void> {
  const blob = await env.request<Blob>(FILE_API.download, { query: { id: file.id, perms_id: permsId }, responseType: 'blob', messageHide: true });
  saveBlob(blob, file.name);
}

export async function deleteFile(env: RendererEnv, id: number, permsId?: number, pending?: PendingFiles): Promise<unknown> {
  const answer = await env.request(FILE_API.del, { method: 'POST', body: { id, perms_id: permsId }, messageHide: true });
  pending?.remove(id);
  return answer;
}

export async function saveRemarks(env: RendererEnv, id: number, remarks: string, permsId?: number, pending?: PendingFiles): Promise<Attachment> {
  const file = await env.request<Attachment>(FILE_API.remarks, { method: 'POST', body: { id, remarks, perms_id: permsId }, messageHide: true });
  if (pending && pending.ids().includes(id)) pending.put(file);
  return file;
}

/** Spec 000 §5 / 001 §9: the name length limit is the server setting attachment_file_name_length (group common), 100 without it. */
export const DEFAULT_NAME_LENGTH = 100;

export async function nameLengthSetting(env: RendererEnv): Promise<number> {
  try {
    const item = await env.request<{ value: string }>(FILE_API.setting, { query: { label: 'attachment_file_name_length', group_label: 'common' }, messageHide: true, cacheTimer: 60_000 });
    const n = Number(item?.value);
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_NAME_LENGTH;
  } catch {
    return DEFAULT_NAME_LENGTH;
  }
}

/** The compression tool's settings (spec 001 §5): integers 1-100, 50 each. */
export interface Compression {
  quality: number;
  size: number;
}
export const DEFAULT_COMPRESSION: Compression = { quality: 50, size: 50 };

/**
 * Compresses a stored PDF in place (spec 001 §7 PDF compression, sync=1): the server answers once its job is
 * done with the new size, or as still running after a minute. `size` travels as the call's `ppi`.
 */
export function compressFile(env: RendererEnv, file: Pick<Attachment, 'url'>, compression: Compression, permsId: number | undefined, signal: AbortSignal): Promise<OptimizeAnswer> {
  return env.request<OptimizeAnswer>(FILE_API.optimize, {
    query: { source: file.url, quality: compression.quality, ppi: compression.size, sync: 1, output: 'path', perms_id: permsId },
    messageHide: true,
    signal,
  });
}
