/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The owning record's resource: its definition's name (customer, sales_contract, ...)
 *
 * This interface was referenced by `Attachment`'s JSON-Schema
 * via the `definition` "ResourceName".
 */
export type ResourceName = string;
/**
 * This interface was referenced by `Attachment`'s JSON-Schema
 * via the `definition` "Attachments".
 */
export type Attachments = Attachment1[];

/**
 * Files attached to a record (spec 001 §3 Attachment, §5 Upload, §7 upload): POST base/file/upload (multipart), GET base/file/index, GET base/file/download, POST base/file/del, POST base/file/remarks. Every call needs the caller to see the owning record through the resource's data scope.
 */
export interface Attachment {}
/**
 * One stored file. url and src are where it downloads from (the same address); domain is empty (same origin). upload_time is the server's UTC stamp; name is the sanitised original name; mime and ext were sniffed from the content.
 *
 * This interface was referenced by `Attachment`'s JSON-Schema
 * via the `definition` "Attachment".
 */
export interface Attachment1 {
  id: number;
  name: string;
  url: string;
  src: string;
  domain: string;
  /**
   * bytes
   */
  size: number;
  remarks: string;
  upload_time: string;
  mime: string;
  ext: string;
  not_del: 0 | 1;
  not_down: 0 | 1;
  resource: string;
  data_id: number;
  add_user_id: number;
  add_user_name: string;
  /**
   * The required-items table's item (its prop) the file was uploaded for, sent as the upload's field item; absent for the plain list
   */
  item?: string;
  /**
   * upload only: 'success' (spec 001 §3 upload response)
   */
  status?: string;
  /**
   * upload only
   */
  message?: string;
}
/**
 * GET file/index: the files of one record, oldest first
 *
 * This interface was referenced by `Attachment`'s JSON-Schema
 * via the `definition` "RecordQuery".
 */
export interface RecordQuery {
  resource: ResourceName;
  /**
   * A row id: PostgreSQL integer range
   */
  data_id: number;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
}
/**
 * GET file/download: one file by id
 *
 * This interface was referenced by `Attachment`'s JSON-Schema
 * via the `definition` "FileQuery".
 */
export interface FileQuery {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
}
/**
 * POST file/del: one file by id; a file marked not_del is refused (4403)
 *
 * This interface was referenced by `Attachment`'s JSON-Schema
 * via the `definition` "DeleteBody".
 */
export interface DeleteBody {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
}
/**
 * POST file/remarks: a file's remarks (spec 001 §5: at most 500 characters)
 *
 * This interface was referenced by `Attachment`'s JSON-Schema
 * via the `definition` "RemarksBody".
 */
export interface RemarksBody {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
  remarks: string;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
}
/**
 * This interface was referenced by `Attachment`'s JSON-Schema
 * via the `definition` "DeleteAnswer".
 */
export interface DeleteAnswer {
  deleted: number;
}
/**
 * GET file/optimize (spec 001 §7 PDF compression): compresses a stored PDF in place as a background job. `source` is the file as upload answered it (its url /api/base/file/download?id=N, or the id); quality (the JPEG quality of its images) and ppi (its images' resolution, 1-100 of 300 ppi) are 1-100, 50 by default; sync=1 (the default) waits for the job up to a minute, sync=0 answers its id at once; output=path is the only output.
 *
 * This interface was referenced by `Attachment`'s JSON-Schema
 * via the `definition` "OptimizeQuery".
 */
export interface OptimizeQuery {
  source: string;
  quality?: number;
  ppi?: number;
  sync?: 0 | 1;
  output?: 'path';
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
}
/**
 * What file/optimize answers: the job, and once it is done the file's size and path (its download url) with the size before; `file` is the attachment as it now is. A compression that would not make the file smaller keeps the file as it was (compressed 0).
 *
 * This interface was referenced by `Attachment`'s JSON-Schema
 * via the `definition` "OptimizeAnswer".
 */
export interface OptimizeAnswer {
  job_id: number;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  size?: number;
  before?: number;
  path?: string;
  compressed?: 0 | 1;
  /**
   * 1: PDF compression is off on this server (no compression tool): no job ran (job_id 0), the file is kept as sent and nothing needs saying to the user
   */
  skipped?: 0 | 1;
  file?: Attachment1;
}
