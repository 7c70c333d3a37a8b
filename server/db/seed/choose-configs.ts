import type { Kysely } from 'kysely';
import type { ChooseConfig, ChooseField } from '../../../schemas/generated/choose-config.js';
import type { Database } from '../tables.js';
import { chooserRow, chooserVersions } from '../../modules/studio/chooser-studio.js';
import { nowStamp } from '../time.js';

function field(prop: string, label: string, labelEn: string, showInSelect: 1 | 2, search = false): ChooseField {
  return { prop, label, label_en: labelEn, show_in_select: showInSelect, is_search_field: search ? 1 : 0 };
}

/**
 * The demo's business data choose configs (spec 001 §3): customers for a contract's customer, sales
 * contracts (multiple, under the menu's data permissions) for the documents that follow a contract,
 * suppliers for the buying side, and the company's goods catalogue (商品档案, issue 21) for a document's goods
 * lines: every role reads its own company's goods (seed/goods.ts), however narrow its scope elsewhere.
 */
export const CHOOSE_CONFIGS: readonly ChooseConfig[] = [
  {
    name: 'customer',
    resource: 'customer',
    select_field: 'id',
    select_type: 1,
    need_data_perms: 0,
    check_group: 1,
    params: { order: 'id desc' },
    fields: [
      { ...field('customer_name', '客户名称', 'Customer', 1, true), searchName: 'customer_name' },
      field('customer_code', '客户编码', 'Customer code', 1, true),
      field('credit_code', '统一社会信用代码', 'Credit code', 2),
      field('contact_name', '联系人', 'Contact', 2, true),
      field('province', '省份', 'Province', 2),
    ],
  },
  {
    name: 'sales_contract',
    resource: 'sales_contract',
    select_field: 'id',
    select_type: 2,
    need_data_perms: 1,
    check_group: 0,
    params: { order: 'sign_date desc' },
    fields: [
      field('contract_no', '合同编号', 'Contract no.', 1, true),
      field('contract_name', '合同名称', 'Contract name', 1, true),
      // The chooser's search box sends `customer`; the list maps it to the column.
      { ...field('customer_name', '客户名称', 'Customer', 2, true), searchName: 'customer' },
      field('amount', '合同金额', 'Amount', 2),
      field('sign_date', '签订日期', 'Signed on', 2),
    ],
  },
  {
    name: 'supplier',
    resource: 'supplier_archive',
    select_field: 'id',
    select_type: 1,
    need_data_perms: 0,
    check_group: 1,
    params: { order: 'id desc' },
    fields: [
      field('supplier_name', '供应商名称', 'Supplier', 1, true),
      field('supplier_code', '供应商编码', 'Supplier code', 1, true),
      field('main_goods', '主营品类', 'Main goods', 2),
      field('contact_name', '联系人', 'Contact', 2),
    ],
  },
  {
    name: 'goods',
    resource: 'goods',
    select_field: 'id',
    select_type: 1,
    need_data_perms: 0,
    check_group: 1,
    params: { order: 'goods_code asc' },
    fields: [
      field('goods_name', '商品名称', 'Goods', 1, true),
      field('goods_code', '商品编码', 'Goods code', 1, true),
      field('spec', '规格型号', 'Specification', 1),
      field('unit', '单位', 'Unit', 2),
      field('price', '参考单价(含税)', 'Reference price (incl. tax)', 2),
      field('tax_rate', '税率', 'Tax rate', 2),
    ],
  },
];

/** The demo's choose configs, each also the studio's version 1 of its name, as if the platform had published it. */
export async function seedChooseConfigs(db: Kysely<Database>): Promise<void> {
  const now = nowStamp();
  await db.insertInto('choose_configs').values(CHOOSE_CONFIGS.map((c) => ({ name: c.name, ...chooserRow(c), created_at: now, updated_at: now }))).execute();
  for (const c of CHOOSE_CONFIGS) await chooserVersions.insert(db, { name: c.name, definition: c, version: 1, changes: [], note: 'built-in', author: null });
}
