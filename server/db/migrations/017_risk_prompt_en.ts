import type { Kysely } from 'kysely';

// Frozen: issue 20. A risk rule's prompt in English beside the Chinese one: the warning or block is told in
// the caller's language (Accept-Language), the Chinese prompt when the rule has no English one. The demo
// rules as issue 9 seeded them get theirs, unless an administrator has changed the Chinese prompt since.
const SEEDED: readonly { code: string; prompt: string; prompt_en: string }[] = [
  { code: 'SC_AMOUNT_WARN', prompt: '合同金额{amount}元超过1000万元，请确认是否继续', prompt_en: 'The contract amount {amount} exceeds 10,000,000' },
  { code: 'SC_AMOUNT_BLOCK', prompt: '合同金额{amount}元超过1亿元，不允许提交', prompt_en: 'The contract amount {amount} exceeds 100,000,000 and cannot be submitted' },
  {
    code: 'CUSTOMER_CREDIT_LIMIT',
    prompt: '客户授信额度{credit_limit}元超过3000万元的授信上限，请确认是否继续',
    prompt_en: 'The credit limit {credit_limit} exceeds the ceiling of 30,000,000',
  },
  {
    code: 'INVOICE_AMOUNT_LIMIT',
    prompt: '发票价税合计{total_amount}元超过单张发票限额9999999.99元，请拆分开票',
    prompt_en: 'The invoice total {total_amount} exceeds the single-invoice limit of 9,999,999.99; split the invoice',
  },
  {
    code: 'TP_AWARD_ATTACHMENT_MISSING',
    prompt: '招标项目{tender_no}已定标但缺少中标单位及中标通知书附件，请确认是否继续',
    prompt_en: 'Tender {tender_no} is awarded but has no winning supplier or award notice attached',
  },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('risk_rules').addColumn('prompt_en', 'varchar(500)').execute();
  for (const rule of SEEDED) {
    await db.updateTable('risk_rules').set({ prompt_en: rule.prompt_en }).where('code', '=', rule.code).where('prompt', '=', rule.prompt).execute();
  }
}
