export { FilePreviewDialog, type PreviewFile } from './FilePreviewDialog';
