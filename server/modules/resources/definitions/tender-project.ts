import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';
import { TENDER_METHODS, TENDER_STATUS } from './options.js';

/** 招标项目: purchase tenders, from publication through bid evaluation to award. */
export const tenderProject: ResourceDefinition = {
  name: 'tender_project',
  module: 'srm',
  table: 'tender_projects',
  label: { zh: '招标项目', en: 'Tender projects' },
  fields: [
    { name: 'tender_no', type: 'text', label: { zh: '招标编号', en: 'Tender no.' }, maxLength: 32 },
    { name: 'tender_name', type: 'text', label: { zh: '项目名称', en: 'Project' }, maxLength: 200 },
    { name: 'goods_name', type: 'text', label: { zh: '品名', en: 'Goods' }, maxLength: 100 },
    /** 1 公开招标, 2 邀请招标, 3 竞争性谈判, 4 询比价, 5 单一来源. */
    { name: 'tender_method', type: 'enum', label: { zh: '采购方式', en: 'Method' }, options: TENDER_METHODS },
    /** Tonnes. */
    { name: 'purchase_quantity', type: 'number', label: { zh: '采购数量(吨)', en: 'Quantity (t)' } },
    { name: 'budget_amount', type: 'money', label: { zh: '预算金额', en: 'Budget' } },
    { name: 'publish_date', type: 'date', label: { zh: '发布日期', en: 'Published' } },
    { name: 'bid_deadline', type: 'date', label: { zh: '投标截止', en: 'Bid deadline' } },
    { name: 'bid_count', type: 'int', label: { zh: '投标家数', en: 'Bids' } },
    { name: 'winning_supplier', type: 'text', label: { zh: '中标供应商', en: 'Winning supplier' }, maxLength: 200, nullable: true },
    { name: 'winning_amount', type: 'money', label: { zh: '中标金额', en: 'Winning amount' }, nullable: true },
    /** 0 草稿, 1 已发布, 2 评标中, 3 已定标, 4 已流标, 5 已终止. */
    { name: 'status', type: 'enum', label: { zh: '状态', en: 'Status' }, options: TENDER_STATUS },
    { name: 'remark', type: 'text', maxLength: 500, nullable: true, sortable: false },
  ],
  indexes: [['status', 'publish_date'], ['publish_date'], ['tender_no'], ['budget_amount'], ['goods_name']],
  defaultOrder: 'publish_date desc',
  // A draft needs the name a user finds it by (spec 001 §5 temporary rules).
  draftRequired: ['tender_name'],
};
