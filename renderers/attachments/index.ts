export { AttachmentList, type AttachmentListProps } from './AttachmentList';
export { CollectTable, type CollectTableProps, type CollectedFile } from './CollectTable';
export { resourceNameOf } from '../core/file-shared/api';
export { PendingFiles } from '../core/pending-files';
