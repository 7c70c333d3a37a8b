import type { Kysely } from 'kysely';
import type { ExportTemplate } from '../../../schemas/generated/export-template.js';
import type { Database } from '../tables.js';
import { nowStamp } from '../time.js';
import { STATUS_OPTIONS } from './status-options.js';

const text = (zh: string, en: string) => ({ zh, en });

/** The contracts' 合同确认单 (the 销售合同 list's button of that name): the header and the goods lines with totals. */
export const CONTRACT_CONFIRMATION: ExportTemplate = {
  label: 'sales_contract_confirmation',
  resource: 'sales_contract',
  name: text('销售合同确认单', 'Sales contract confirmation'),
  fileName: '合同确认单-{contract_no}',
  columns: 2,
  fields: [
    { prop: 'contract_no', label: text('合同编号', 'Contract no.') },
    { prop: 'contract_name', label: text('合同名称', 'Contract name') },
    { prop: 'customer_name', label: text('客户名称', 'Customer') },
    { prop: 'sign_date', label: text('签订日期', 'Signed on') },
    { prop: 'amount', label: text('合同金额', 'Amount') },
    { prop: 'status', label: text('状态', 'Status'), options: STATUS_OPTIONS.map(({ value, label, labelEn }) => ({ value, label, labelEn })) },
    { prop: 'user_name', label: text('经办人', 'Handled by') },
    { prop: 'org_name', label: text('所属部门', 'Department') },
    { prop: 'remark', label: text('备注', 'Remarks') },
  ],
  lines: {
    child: 'lines',
    title: text('商品明细', 'Goods lines'),
    columns: [
      { prop: 'goods_name', label: text('商品名称', 'Goods') },
      { prop: 'spec', label: text('规格', 'Spec') },
      { prop: 'unit', label: text('单位', 'Unit') },
      { prop: 'quantity', label: text('数量', 'Quantity') },
      { prop: 'price', label: text('含税单价', 'Unit price') },
      { prop: 'amount', label: text('金额', 'Amount') },
      { prop: 'tax_rate', label: text('税率', 'Tax rate') },
      { prop: 'tax_amount', label: text('税额', 'Tax') },
    ],
    total: ['quantity', 'amount', 'tax_amount'],
  },
  maxRecords: 100,
};

export const EXPORT_TEMPLATES: readonly ExportTemplate[] = [CONTRACT_CONFIRMATION];

export async function seedExportTemplates(db: Kysely<Database>): Promise<void> {
  const now = nowStamp();
  await db
    .insertInto('export_templates')
    .values(EXPORT_TEMPLATES.map((t) => ({ label: t.label, config: JSON.stringify(t), created_at: now, updated_at: now })))
    .execute();
}
