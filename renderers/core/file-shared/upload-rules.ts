import { extensionOf } from './format';

/**
 * The checks before a file is sent (spec 001 §5 Upload, §9 limits): each refusal is a message key of the
 * `files.rules` section with its parameters. The server checks the same again (and sniffs the content).
 */
export interface Refusal {
  key: string;
  params?: Record<string, unknown>;
}

/** Spec 001 §5 and §9: at most 10 files in one batch of the dialog; 20 per list by default. */
export const BATCH_LIMIT = 10;
export const DEFAULT_LIST_LIMIT = 20;
export const DEFAULT_MAX_MB = 10;

export interface FileLimits {
  accept: readonly string[];
  maxMb: number;
  nameLength: number;
}

/** Type, name length and size of one file: the first rule it breaks, or null. */
export function refusalOf(file: { name: string; size: number }, limits: FileLimits): Refusal | null {
  const ext = extensionOf(file.name);
  if (!ext) return { key: 'files.rules.unsupported' };
  if (!limits.accept.includes(ext)) return { key: 'files.rules.accept', params: { list: limits.accept.join(',') } };
  if ([...file.name].length > limits.nameLength) return { key: 'files.rules.nameLength' };
  if (file.size > limits.maxMb * 1024 * 1024) return { key: 'files.rules.size', params: { name: file.name, n: limits.maxMb } };
  return null;
}

/**
 * Spec 001 §5 submit-time size check: the 1-based positions, in the list as shown, of the files over `maxMb` (a
 * limit lowered after they were attached, a file carried from a copied record): 序号为{n}附件超过{m}M.
 */
export function oversizedPositions(files: readonly { size: number }[], maxMb: number): number[] {
  return files.flatMap((file, index) => (file.size > maxMb * 1024 * 1024 ? [index + 1] : []));
}

/** How many of `asked` new files fit beside `held` ones under `limit`. */
export function roomFor(held: number, limit: number): number {
  return Math.max(0, limit - held);
}
