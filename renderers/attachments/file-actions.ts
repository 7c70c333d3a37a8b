import type { Attachment } from '../core/file-shared/api';

/** What a row offers (spec 001 §6): preview always, download unless not_down; remarks and delete by the flags, delete unless not_del. */
export interface FileActions {
  preview(file: Attachment): void;
  download(file: Attachment): void;
  editRemarks: ((file: Attachment) => void) | null;
  remove: ((file: Attachment) => void) | null;
}

export const canDownload = (file: Attachment) => file.not_down !== 1;
export const canRemove = (actions: FileActions, file: Attachment) => actions.remove !== null && file.not_del !== 1;
