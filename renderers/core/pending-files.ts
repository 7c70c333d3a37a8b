import type { Attachments } from '../../schemas/generated/attachment';

type Attachment = Attachments[number];

/**
 * A new document's files, uploaded before its record exists (issue 41 item 6): the server holds each as the
 * uploader's pending file (file/upload without data_id) until the write that creates the record binds the ids its
 * body lists (`pending_files`). The form keeps them here, in upload order, so every view of its files (the list,
 * the required items, a line's file cell) shows the same ones and the write sends them all.
 */
export class PendingFiles {
  readonly #files = new Map<number, Attachment>();

  /** Every pending file, oldest first: what file/index would answer for the record once it exists. */
  list(): Attachment[] {
    return [...this.#files.values()];
  }

  /** A file uploaded, or changed (its remarks, its compressed size). */
  put(file: Attachment): void {
    this.#files.set(file.id, file);
  }

  remove(id: number): void {
    this.#files.delete(id);
  }

  /** The ids the write binds. */
  ids(): number[] {
    return [...this.#files.keys()];
  }

  /** The write bound them: from now on they are the record's. */
  clear(): void {
    this.#files.clear();
  }
}
