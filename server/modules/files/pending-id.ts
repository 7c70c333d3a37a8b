/**
 * The `data_id` of a pending upload: a file chosen in a new document's form before the record exists (issue 41
 * item 6). It belongs to its uploader alone until the write that creates the record binds it (pending.ts); no
 * record has id 0, so no record's file list or count ever includes it.
 */
export const PENDING_DATA_ID = 0;
