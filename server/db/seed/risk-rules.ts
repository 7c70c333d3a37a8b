import type { Kysely } from 'kysely';
import type { Database, RiskRuleTable } from '../tables.js';
import { nowStamp } from '../time.js';
import type { RuleDefinition } from '../../../schemas/generated/rule-definition.js';
import { ruleVersions } from '../../modules/studio/rule-studio.js';

type RuleSeed = Pick<RiskRuleTable, 'code' | 'resource' | 'name' | 'condition' | 'severity' | 'prompt' | 'prompt_en' | 'sort'>;

/**
 * The demo risk rules (issue 9). The two sales-contract rules are relied on by other checks: over
 * 10,000,000 warns (2888), over 100,000,000 blocks (3010). Thresholds of the others lie above the seeded
 * data, so editing a seeded record trips none of them by accident. Each prompt has its English twin (issue 20).
 */
export const RISK_RULES: readonly RuleSeed[] = [
  { code: 'SC_AMOUNT_WARN', resource: 'sales_contract', name: '合同金额超过1000万元', condition: 'amount > 10000000', severity: 'warning', prompt: '合同金额{amount}元超过1000万元，请确认是否继续', prompt_en: 'The contract amount {amount} exceeds 10,000,000', sort: 1 },
  { code: 'SC_AMOUNT_BLOCK', resource: 'sales_contract', name: '合同金额超过1亿元', condition: 'amount > 100000000', severity: 'block', prompt: '合同金额{amount}元超过1亿元，不允许提交', prompt_en: 'The contract amount {amount} exceeds 100,000,000 and cannot be submitted', sort: 2 },
  { code: 'CUSTOMER_CREDIT_LIMIT', resource: 'customer', name: '客户授信额度超限', condition: 'credit_limit > 30000000', severity: 'warning', prompt: '客户授信额度{credit_limit}元超过3000万元的授信上限，请确认是否继续', prompt_en: 'The credit limit {credit_limit} exceeds the ceiling of 30,000,000', sort: 1 },
  // The 千万元版 invoice limit of issue 7 (INVOICE_AMOUNT_LIMIT in the sales-invoice definition).
  { code: 'INVOICE_AMOUNT_LIMIT', resource: 'sales_invoice', name: '发票金额超过单张限额', condition: 'total_amount > 9999999.99 or amount_excl_tax > 9999999.99', severity: 'block', prompt: '发票价税合计{total_amount}元超过单张发票限额9999999.99元，请拆分开票', prompt_en: 'The invoice total {total_amount} exceeds the single-invoice limit of 9,999,999.99; split the invoice', sort: 1 },
  // No resource stores attachments yet: an awarded tender (status 3, 已定标) without its winner lacks the award notice.
  { code: 'TP_AWARD_ATTACHMENT_MISSING', resource: 'tender_project', name: '定标缺少中标通知书', condition: 'status == 3 and isEmpty(winning_supplier)', severity: 'warning', prompt: '招标项目{tender_no}已定标但缺少中标单位及中标通知书附件，请确认是否继续', prompt_en: 'Tender {tender_no} is awarded but has no winning supplier or award notice attached', sort: 1 },
];

/** The demo's rules, each also the studio's version 1 of its code, as if the platform had published it. */
export async function seedRiskRules(db: Kysely<Database>): Promise<void> {
  const now = nowStamp();
  await db.insertInto('risk_rules').values(RISK_RULES.map((r) => ({ ...r, status: 1, created_at: now, updated_at: now }))).execute();
  for (const r of RISK_RULES) {
    const definition: RuleDefinition = { code: r.code, resource: r.resource, name: r.name, condition: r.condition, severity: r.severity as RuleDefinition['severity'], prompt: r.prompt, ...(r.prompt_en ? { prompt_en: r.prompt_en } : {}), status: 1, sort: r.sort };
    await ruleVersions.insert(db, { name: r.code, definition, version: 1, changes: [], note: 'built-in', author: null });
  }
}
