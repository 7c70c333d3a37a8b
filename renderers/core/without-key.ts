/** A copy of the record without `key`. */
export function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const out: Record<string, T> = { ...record };
  delete out[key];
  return out;
}
