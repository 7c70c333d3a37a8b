import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';

/** 招标项目: purchase tenders, from publication through bid evaluation to award. */
export const tenderProject: ResourceDefinition = {
  name: 'tender_project',
  module: 'srm',
  table: 'tender_projects',
  label: { zh: '招标项目', en: 'Tender projects' },
  fields: [
    { name: 'tender_no', type: 'text', maxLength: 32 },
    { name: 'tender_name', type: 'text', maxLength: 200 },
    { name: 'goods_name', type: 'text', maxLength: 100 },
    /** 1 公开招标, 2 邀请招标, 3 竞争性谈判, 4 询比价, 5 单一来源. */
    { name: 'tender_method', type: 'enum' },
    /** Tonnes. */
    { name: 'purchase_quantity', type: 'number' },
    { name: 'budget_amount', type: 'money' },
    { name: 'publish_date', type: 'date' },
    { name: 'bid_deadline', type: 'date' },
    { name: 'bid_count', type: 'int' },
    { name: 'winning_supplier', type: 'text', maxLength: 200, nullable: true },
    { name: 'winning_amount', type: 'money', nullable: true },
    /** 0 草稿, 1 已发布, 2 评标中, 3 已定标, 4 已流标, 5 已终止. */
    { name: 'status', type: 'enum' },
    { name: 'remark', type: 'text', maxLength: 500, nullable: true, sortable: false },
  ],
  indexes: [['status', 'publish_date'], ['publish_date'], ['tender_no'], ['budget_amount'], ['goods_name']],
  defaultOrder: 'publish_date desc',
  // A draft needs the name a user finds it by (spec 001 §5 temporary rules).
  draftRequired: ['tender_name'],
};
