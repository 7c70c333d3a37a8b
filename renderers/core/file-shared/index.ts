export { safeFileName, saveBlob } from './save-blob';
