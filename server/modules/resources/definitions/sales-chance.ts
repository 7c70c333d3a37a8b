import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';

/** 销售机会: a qualified opportunity with an existing customer, tracked by stage until won or lost. */
export const salesChance: ResourceDefinition = {
  name: 'sales_chance',
  module: 'crm',
  table: 'sales_chances',
  label: { zh: '销售机会', en: 'Sales chances' },
  fields: [
    { name: 'chance_no', type: 'text', maxLength: 32 },
    { name: 'chance_name', type: 'text', maxLength: 200 },
    { name: 'customer_name', type: 'text', maxLength: 200 },
    { name: 'goods_name', type: 'text', maxLength: 100 },
    /** Tonnes. */
    { name: 'quantity', type: 'number' },
    /** Per tonne, tax included. */
    { name: 'unit_price', type: 'money' },
    { name: 'expected_amount', type: 'money' },
    /** A ratio (0.6 is 60%). */
    { name: 'win_rate', type: 'percent' },
    /** 1 初步接洽, 2 需求确认, 3 方案报价, 4 商务谈判, 5 赢单, 6 输单. */
    { name: 'stage', type: 'enum' },
    { name: 'expected_sign_date', type: 'date' },
    { name: 'competitor', type: 'text', maxLength: 200, nullable: true },
    { name: 'remark', type: 'text', maxLength: 500, nullable: true, sortable: false },
  ],
  indexes: [['stage', 'expected_sign_date'], ['expected_sign_date'], ['customer_name'], ['chance_no'], ['expected_amount']],
  defaultOrder: 'expected_sign_date desc',
  // A draft needs the name a user finds it by (spec 001 §5 temporary rules).
  draftRequired: ['chance_name'],
};
