import type { RendererEnv } from '../../../registry';
import type { PreviewFile } from './FilePreviewDialog';

/** Touch devices (a phone, a tablet): the primary pointer is coarse. */
export function isTouchDevice(): boolean {
  return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(pointer: coarse)').matches;
}

/** The preview page's address of a file (/mobileOffice, spec 000 §2.1). */
export function officePreviewPath(file: PreviewFile): string {
  return `/mobileOffice?${new URLSearchParams({ name: file.name, url: file.url }).toString()}`;
}

/**
 * Opens the preview page of a file as spec 000 says: in the same window on touch devices (through the app's
 * navigation, which seals the query), in a new tab elsewhere. The new tab reads the plain query; it opens
 * with noopener, so it cannot reach back into this window.
 */
export function openOfficePreview(env: RendererEnv, file: PreviewFile): void {
  const path = officePreviewPath(file);
  if (isTouchDevice()) env.navigate(path);
  else globalThis.open(path, '_blank', 'noopener');
}
