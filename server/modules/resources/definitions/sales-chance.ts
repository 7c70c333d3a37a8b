import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';
import { CHANCE_STAGES } from './options.js';

/** 销售机会: a qualified opportunity with an existing customer, tracked by stage until won or lost. */
export const salesChance: ResourceDefinition = {
  name: 'sales_chance',
  module: 'crm',
  table: 'sales_chances',
  label: { zh: '销售机会', en: 'Sales chances' },
  fields: [
    { name: 'chance_no', type: 'text', label: { zh: '机会编号', en: 'Chance no.' }, maxLength: 32 },
    { name: 'chance_name', type: 'text', label: { zh: '机会名称', en: 'Chance' }, maxLength: 200 },
    { name: 'customer_name', type: 'text', label: { zh: '客户名称', en: 'Customer' }, maxLength: 200 },
    { name: 'goods_name', type: 'text', label: { zh: '品名', en: 'Goods' }, maxLength: 100 },
    /** Tonnes. */
    { name: 'quantity', type: 'number', label: { zh: '数量(吨)', en: 'Quantity (t)' } },
    /** Per tonne, tax included. */
    { name: 'unit_price', type: 'money', label: { zh: '单价(元/吨)', en: 'Unit price (¥/t)' } },
    { name: 'expected_amount', type: 'money', label: { zh: '预计金额', en: 'Expected amount' } },
    /** A ratio (0.6 is 60%). */
    { name: 'win_rate', type: 'percent', label: { zh: '赢单率', en: 'Win rate' } },
    /** 1 初步接洽, 2 需求确认, 3 方案报价, 4 商务谈判, 5 赢单, 6 输单. */
    { name: 'stage', type: 'enum', label: { zh: '销售阶段', en: 'Stage' }, options: CHANCE_STAGES },
    { name: 'expected_sign_date', type: 'date', label: { zh: '预计签约日期', en: 'Expected signing' } },
    { name: 'competitor', type: 'text', label: { zh: '竞争对手', en: 'Competitor' }, maxLength: 200, nullable: true },
    { name: 'remark', type: 'text', maxLength: 500, nullable: true, sortable: false },
  ],
  indexes: [['stage', 'expected_sign_date'], ['expected_sign_date'], ['customer_name'], ['chance_no'], ['expected_amount']],
  defaultOrder: 'expected_sign_date desc',
  // A draft needs the name a user finds it by (spec 001 §5 temporary rules).
  draftRequired: ['chance_name'],
};
