export { AttachmentList, type AttachmentListProps } from './AttachmentList';
export { CollectTable, type CollectTableProps, type CollectedFile } from './CollectTable';
export { resourceNameOf } from './api';
export { PendingFiles } from '../core/pending-files';
