import type { Attachment } from '../core/file-shared/api';

/** How a file differs from the record's files before a super edit (spec 001 §6 isSuperEdit). */
export type FileChange = 'added' | 'removed';

/** An old file as a super edit may be given it: at least its id and name. */
export interface OldFile {
  id: number;
  name: string;
  size?: number;
  remarks?: string;
  upload_time?: string;
}

/** An old file shown in the list: what it had, nothing to act on (gone, it cannot be downloaded or deleted). */
export function shownOld(file: OldFile): Attachment {
  return {
    id: file.id, name: file.name, size: file.size ?? 0, remarks: file.remarks ?? '', upload_time: file.upload_time ?? '', url: '', src: '', domain: '',
    mime: '', ext: '', not_del: 1, not_down: 1, resource: '', data_id: 0, add_user_id: 0, add_user_name: '',
  };
}

/** A listed file, with its change when the list is compared against old values. */
export interface ListedFile {
  file: Attachment;
  change?: FileChange;
}

/**
 * The files of a super edit against the old ones: each current file, 新增 when the old list did not have it, then
 * each old file that is gone, 已删除 (shown, no longer actionable). Without old values, the files as they are.
 */
export function compareFiles(current: readonly Attachment[], old: readonly Attachment[] | null): ListedFile[] {
  if (old === null) return current.map((file) => ({ file }));
  const before = new Set(old.map((file) => file.id));
  const now = new Set(current.map((file) => file.id));
  return [
    ...current.map((file): ListedFile => (before.has(file.id) ? { file } : { file, change: 'added' })),
    ...old.filter((file) => !now.has(file.id)).map((file): ListedFile => ({ file, change: 'removed' })),
  ];
}
