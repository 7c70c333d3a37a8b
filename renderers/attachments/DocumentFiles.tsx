import { AttachmentList } from '.';
import type { DocumentFilesProps } from '../core/form-files';

/**
 * A document's files (spec 001 screens 14 and 19): the live list of the record, read only unless the document is
 * editable (then with upload, remarks and delete). A new document's files are pending uploads, bound to the
 * record by the write that creates it (FormFilesOwner.pending).
 */
export function DocumentFiles({ owner, editable }: DocumentFilesProps) {
  return <AttachmentList resource={owner.resource} dataId={owner.dataId} permsId={owner.permsId} pending={owner.pending} disabled={!editable} />;
}
