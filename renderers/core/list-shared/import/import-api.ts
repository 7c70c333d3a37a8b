/** The resource behind a list call `/api/<module>/<resource>/index`: its base and name, or null for another source. */
export function importTarget(listUrl: string | undefined): { base: string; resource: string } | null {
  const match = /^(\/api\/[A-Za-z0-9_]+\/([A-Za-z0-9_]+))\/index$/.exec((listUrl ?? '').split('?')[0]);
  return match ? { base: match[1], resource: match[2] } : null;
}

export const IMPORT_CHECK_URL = '/api/base/import/check';
/** Spec 001 §5 import: xlsx only, at most 10 MB, one file. */
export const IMPORT_MAX_MB = 10;

/** Why a chosen file cannot be imported (checked before it is sent; the server checks again), or null. */
export function importFileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!/\.xlsx$/i.test(file.name)) return 'type';
  if (file.size > IMPORT_MAX_MB * 1024 * 1024) return 'size';
  return null;
}
