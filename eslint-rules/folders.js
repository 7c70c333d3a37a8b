// What both folder rules need: which folder under a root a file lies in, and which one an import lands in.
import { statSync } from 'node:fs';
import { relative, sep } from 'node:path';

/** The folder under `root` a path lies in, or null outside it (or a file directly in it). */
export function folderOf(root, path) {
  const rel = relative(root, path);
  if (rel.startsWith('..') || !rel.includes(sep)) return null;
  return rel.split(sep)[0];
}

/** The folder under `root` an import lands in: a file in it, or the folder itself (its index); null outside. */
export function importedFolder(root, target) {
  const rel = relative(root, target);
  if (rel.startsWith('..') || rel === '') return null;
  if (rel.includes(sep)) return rel.split(sep)[0];
  return statSync(target, { throwIfNoEntry: false })?.isDirectory() ? rel : null;
}
