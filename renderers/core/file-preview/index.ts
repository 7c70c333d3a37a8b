export { FilePreviewDialog, type PreviewFile } from './FilePreviewDialog';
export { FilePreviewPane } from './FilePreviewPane';
export { isTouchDevice, officePreviewPath, openOfficePreview } from './open-office-preview';
export { previewKind, type PreviewKind } from './preview-kind';
export { previewSource, type PreviewSource } from './preview-source';
export { blocksDownloads } from './use-download';
export { previewText, usePreviewText } from './messages';
