import type { Generated } from 'kysely';

/** A stored file attached to a record (issue 22; server/modules/files). */
export interface FileTable {
  id: Generated<number>;
  /** Where the bytes are in the file storage: the server's random key, never the uploader's name. */
  storage_key: string;
  /** The uploader's name, sanitised (no path parts, no control characters). */
  name: string;
  size: number;
  /** Sniffed from the content (file-type), not taken from the name or the request. */
  mime: string;
  ext: string;
  remarks: Generated<string>;
  /** The upload scene whose rules admitted it (files/rules.ts). */
  scene: string;
  /** The owning record: its resource definition's name and id. */
  resource: string;
  data_id: number;
  /** The required-items table's item the file was uploaded for (its prop); null in the plain list. */
  item: string | null;
  not_del: Generated<number>;
  not_down: Generated<number>;
  add_user_id: number;
  add_user_name: string;
  add_org_id: number;
  add_company_id: number | null;
  created_at: string;
}

export interface FileTables {
  files: FileTable;
}
