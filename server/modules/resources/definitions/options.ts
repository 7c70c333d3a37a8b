import type { ResourceField } from '../../../../schemas/generated/resource-definition.js';

/** An enum field's options: [value, 中文, English, colour], each declared once here (columns, tabs and forms read them). */
function options(...list: Array<[value: number, zh: string, en: string, color: string]>): NonNullable<ResourceField['options']> {
  return list.map(([value, zh, en, color]) => ({ value, label: { zh, en }, color }));
}

export const LEAD_SOURCES = options(
  [1, '展会', 'Trade fair', 'blue'], [2, '官网咨询', 'Website', 'cyan'], [3, '客户转介绍', 'Referral', 'green'],
  [4, '电话开发', 'Cold call', 'purple'], [5, '招标公告', 'Tender notice', 'orange'], [6, '行业协会', 'Trade association', 'geekblue'],
);
export const LEAD_STATUS = options([0, '待跟进', 'New', 'default'], [1, '跟进中', 'Following up', 'processing'], [2, '已转机会', 'Qualified', 'success'], [3, '已关闭', 'Closed', 'warning']);
/** A sales chance's stages: the chances list's flow tabs (behind front/sales_chance_flow) and its stage column. */
export const CHANCE_STAGES = options(
  [1, '初步接洽', 'Prospecting', 'default'], [2, '需求确认', 'Needs confirmed', 'cyan'], [3, '方案报价', 'Quoted', 'blue'],
  [4, '商务谈判', 'Negotiation', 'processing'], [5, '赢单', 'Won', 'success'], [6, '输单', 'Lost', 'error'],
);
export const SUPPLIER_TYPES = options([1, '生产厂家', 'Manufacturer', 'blue'], [2, '贸易商', 'Trader', 'cyan'], [3, '物流服务商', 'Logistics', 'purple'], [4, '仓储服务商', 'Warehousing', 'geekblue']);
export const SUPPLIER_GRADES = options([1, 'A 战略', 'A Strategic', 'success'], [2, 'B 合格', 'B Qualified', 'processing'], [3, 'C 观察', 'C On watch', 'warning'], [4, 'D 限制', 'D Restricted', 'error']);
export const SUPPLIER_STATUS = options([0, '待准入', 'Pending admission', 'default'], [1, '已准入', 'Admitted', 'success'], [2, '暂停合作', 'Suspended', 'warning'], [3, '黑名单', 'Blacklisted', 'error']);
export const TENDER_METHODS = options(
  [1, '公开招标', 'Open tender', 'blue'], [2, '邀请招标', 'Invited tender', 'cyan'], [3, '竞争性谈判', 'Competitive negotiation', 'purple'],
  [4, '询比价', 'Request for quotation', 'geekblue'], [5, '单一来源', 'Single source', 'orange'],
);
export const TENDER_STATUS = options(
  [0, '草稿', 'Draft', 'default'], [1, '已发布', 'Published', 'processing'], [2, '评标中', 'Evaluating', 'cyan'],
  [3, '已定标', 'Awarded', 'success'], [4, '已流标', 'Failed', 'warning'], [5, '已终止', 'Terminated', 'error'],
);
export const MOVEMENT_TYPES = options(
  [1, '采购入库', 'Purchase inbound', 'green'], [2, '销售出库', 'Sales outbound', 'blue'], [3, '调拨入库', 'Transfer in', 'cyan'],
  [4, '调拨出库', 'Transfer out', 'geekblue'], [5, '销售退货入库', 'Sales return', 'orange'],
);
export const MOVEMENT_STATUS = options([0, '草稿', 'Draft', 'default'], [1, '待审核', 'Pending review', 'processing'], [2, '已过账', 'Posted', 'success'], [3, '已作废', 'Void', 'error']);
export const SETTLE_TYPES = options([1, '销售结算', 'Sales', 'blue'], [2, '采购结算', 'Purchase', 'purple']);
export const SETTLE_STATUS = options(
  [0, '草稿', 'Draft', 'default'], [1, '审批中', 'Pending approval', 'processing'], [2, '已确认', 'Confirmed', 'success'],
  [3, '已驳回', 'Rejected', 'error'], [4, '已作废', 'Void', 'warning'],
);
export const INVOICE_TYPES = options(
  [1, '数电专票', 'Digital special VAT', 'blue'], [2, '数电普票', 'Digital ordinary VAT', 'cyan'],
  [3, '增值税专用发票', 'Special VAT (paper)', 'geekblue'], [4, '增值税普通发票', 'Ordinary VAT (paper)', 'default'],
);
export const INVOICE_STATUS = options([0, '待开票', 'To be issued', 'default'], [1, '已开票', 'Issued', 'success'], [2, '已红冲', 'Reversed', 'warning'], [3, '已作废', 'Void', 'error']);
