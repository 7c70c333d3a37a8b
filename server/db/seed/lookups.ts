import type { Insertable, Kysely } from 'kysely';
import type { Database, DictionaryItemTable } from '../tables.js';

type ItemSeed = [value: string, label: string, labelEn: string, children?: ItemSeed[]];

interface DictionarySeed {
  label: string;
  name: string;
  nameEn: string;
  items: ItemSeed[];
}

/**
 * Dictionaries the business resources' remote fields can refer to (searchType dict): their values are
 * the stored enum values of those columns, so a dictionary filter finds rows.
 */
export const DICTIONARIES: readonly DictionarySeed[] = [
  {
    label: 'invoice_type',
    name: '发票类型',
    nameEn: 'Invoice type',
    items: [
      ['1', '数电专票', 'Digital special VAT'],
      ['2', '数电普票', 'Digital ordinary VAT'],
      ['3', '增值税专用发票', 'Special VAT (paper)'],
      ['4', '增值税普通发票', 'Ordinary VAT (paper)'],
    ],
  },
  {
    label: 'customer_type',
    name: '客户类型',
    nameEn: 'Customer type',
    items: [
      ['1', '终端客户', 'End user'],
      ['2', '贸易商', 'Trader'],
      ['3', '集团内部', 'Intra-group'],
    ],
  },
  {
    label: 'supplier_grade',
    name: '供应商评级',
    nameEn: 'Supplier grade',
    items: [
      ['1', 'A 战略', 'A Strategic'],
      ['2', 'B 合格', 'B Qualified'],
      ['3', 'C 观察', 'C On watch'],
      ['4', 'D 限制', 'D Restricted'],
    ],
  },
  {
    label: 'contract_type',
    name: '合同类型',
    nameEn: 'Contract type',
    items: [
      ['sale', '销售合同', 'Sales contract', [
        ['sale_spot', '现货销售', 'Spot sale'],
        ['sale_long', '长约销售', 'Long-term sale'],
      ]],
      ['purchase', '采购合同', 'Purchase contract'],
      ['frame', '框架协议', 'Framework agreement'],
    ],
  },
];

/** Organisation rules a list page's URL preset `rule-prefix:{id}` can name. */
export const ORG_RULES: readonly { id: number; name: string; orgs: readonly number[] }[] = [
  { id: 1, name: '华东销售', orgs: [5, 6, 7, 8, 9] },
  { id: 2, name: '各公司财务部', orgs: [10, 18, 24] },
];

export async function seedLookups(db: Kysely<Database>): Promise<void> {
  await db.insertInto('dictionaries').values(DICTIONARIES.map((d) => ({ label: d.label, name: d.name, name_en: d.nameEn }))).execute();
  let id = 1;
  const rows: Insertable<DictionaryItemTable>[] = [];
  const add = (dict: string, pid: number, items: readonly ItemSeed[]) =>
    items.forEach(([value, label, labelEn, children], sort) => {
      const itemId = id++;
      rows.push({ id: itemId, dict_label: dict, pid, value, label, label_en: labelEn, sort, status: 1 });
      if (children) add(dict, itemId, children);
    });
  for (const d of DICTIONARIES) add(d.label, 0, d.items);
  await db.insertInto('dictionary_items').values(rows).execute();
  await db.insertInto('org_rules').values(ORG_RULES.map(({ id: ruleId, name }) => ({ id: ruleId, name }))).execute();
  await db.insertInto('org_rule_orgs').values(ORG_RULES.flatMap((r) => r.orgs.map((org_id) => ({ rule_id: r.id, org_id })))).execute();
}
