import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';

/** 销售线索: prospects not yet qualified; a lead that qualifies becomes a sales chance (status 2). */
export const salesLead: ResourceDefinition = {
  name: 'sales_lead',
  module: 'crm',
  table: 'sales_leads',
  label: { zh: '销售线索', en: 'Sales leads' },
  fields: [
    { name: 'lead_no', type: 'text', maxLength: 32 },
    { name: 'lead_name', type: 'text', maxLength: 200 },
    { name: 'company_name', type: 'text', maxLength: 200 },
    { name: 'contact_name', type: 'text', maxLength: 50 },
    { name: 'contact_mobile', type: 'text', maxLength: 20 },
    { name: 'province', type: 'text', maxLength: 20 },
    { name: 'goods_name', type: 'text', maxLength: 100 },
    /** 1 展会, 2 官网咨询, 3 客户转介绍, 4 电话开发, 5 招标公告, 6 行业协会. */
    { name: 'source', type: 'enum' },
    /** Tonnes. */
    { name: 'estimated_quantity', type: 'number' },
    { name: 'estimated_amount', type: 'money' },
    { name: 'lead_date', type: 'date' },
    { name: 'next_follow_date', type: 'date', nullable: true },
    /** 0 待跟进, 1 跟进中, 2 已转机会, 3 已关闭. */
    { name: 'status', type: 'enum' },
    { name: 'remark', type: 'text', maxLength: 500, nullable: true, sortable: false },
  ],
  indexes: [['status', 'lead_date'], ['lead_date'], ['company_name'], ['lead_no'], ['source']],
  // The lead company's papers (spec 001 screen 19): its business licence, as a picture.
  fileItems: [{ prop: 'business_license', label: { zh: '营业执照', en: 'Business licence' }, kind: 'image' }],
  defaultOrder: 'lead_date desc',
  // A draft needs the name a user finds it by (spec 001 §5 temporary rules).
  draftRequired: ['lead_name'],
  // The leads list's 关闭线索 interface button (seed: menu 102, flag close): open leads only.
  actions: [{ name: 'close', flag: 'close', field: 'status', from: [0, 1], set: { status: 3 }, done: { zh: '已关闭 {n} 条线索', en: 'Closed {n} leads' } }],
};
