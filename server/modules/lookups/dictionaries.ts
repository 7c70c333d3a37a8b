import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { DictItem, Dictionary } from '../../../schemas/generated/lookups.js';

/**
 * The dictionaries named by `labels` that exist, in the order asked, each with its active items nested
 * under their parents (spec 001 §7 dictionary list: label in list, with children).
 */
export async function dictionaries(db: Kysely<Database>, labels: readonly string[]): Promise<Dictionary[]> {
  const unique = [...new Set(labels)];
  if (unique.length === 0) return [];
  const [dicts, items] = await Promise.all([
    db.selectFrom('dictionaries').selectAll().where('label', 'in', unique).execute(),
    db
      .selectFrom('dictionary_items')
      .select(['id', 'dict_label', 'pid', 'value', 'label', 'label_en'])
      .where('dict_label', 'in', unique)
      .where('status', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  const childrenOf = new Map<string, (typeof items)[number][]>();
  for (const item of items) {
    const key = `${item.dict_label}:${item.pid}`;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), item]);
  }
  const tree = (dict: string, pid: number): DictItem[] =>
    (childrenOf.get(`${dict}:${pid}`) ?? []).map((item) => ({
      label: item.label,
      label_en: item.label_en,
      value: item.value,
      children: tree(dict, item.id),
    }));
  const byLabel = new Map(dicts.map((d) => [d.label, d]));
  return unique.flatMap((label) => {
    const dict = byLabel.get(label);
    return dict ? [{ label, name: dict.name, name_en: dict.name_en, children: tree(label, 0) }] : [];
  });
}
