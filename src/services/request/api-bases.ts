/**
 * Backend base addresses by path prefix, from the build (VITE_API_BASES, JSON such as
 * {"/api/contract":"https://contract.example"}); every call goes to this origin when unset.
 */
export const API_BASES: Record<string, string> = (() => {
  try {
    const value: unknown = JSON.parse(import.meta.env.VITE_API_BASES ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
})();

/** The origin a path's calls go to: the address of its longest matching prefix, '' for this origin. */
export function originOf(bases: Readonly<Record<string, string>>, path: string): string {
  let best = '';
  let origin = '';
  for (const [prefix, address] of Object.entries(bases)) {
    if (path.startsWith(prefix) && prefix.length > best.length) [best, origin] = [prefix, address];
  }
  return origin;
}
