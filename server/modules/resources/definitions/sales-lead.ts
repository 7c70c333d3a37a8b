import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';
import { LEAD_SOURCES, LEAD_STATUS } from './options.js';

/** 销售线索: prospects not yet qualified; a lead that qualifies becomes a sales chance (status 2). */
export const salesLead: ResourceDefinition = {
  name: 'sales_lead',
  module: 'crm',
  table: 'sales_leads',
  label: { zh: '销售线索', en: 'Sales leads' },
  fields: [
    { name: 'lead_no', type: 'text', label: { zh: '线索编号', en: 'Lead no.' }, maxLength: 32 },
    { name: 'lead_name', type: 'text', label: { zh: '线索名称', en: 'Lead' }, maxLength: 200 },
    { name: 'company_name', type: 'text', label: { zh: '意向客户', en: 'Prospect' }, maxLength: 200 },
    { name: 'contact_name', type: 'text', label: { zh: '联系人', en: 'Contact' }, maxLength: 50 },
    { name: 'contact_mobile', type: 'text', label: { zh: '联系电话', en: 'Phone' }, maxLength: 20 },
    { name: 'province', type: 'text', label: { zh: '省份', en: 'Province' }, maxLength: 20 },
    { name: 'goods_name', type: 'text', label: { zh: '意向品名', en: 'Goods' }, maxLength: 100 },
    /** 1 展会, 2 官网咨询, 3 客户转介绍, 4 电话开发, 5 招标公告, 6 行业协会. */
    { name: 'source', type: 'enum', label: { zh: '线索来源', en: 'Source' }, options: LEAD_SOURCES },
    /** Tonnes. */
    { name: 'estimated_quantity', type: 'number', label: { zh: '预计数量(吨)', en: 'Est. quantity (t)' } },
    { name: 'estimated_amount', type: 'money', label: { zh: '预计金额', en: 'Est. amount' } },
    { name: 'lead_date', type: 'date', label: { zh: '获取日期', en: 'Received on' } },
    { name: 'next_follow_date', type: 'date', label: { zh: '下次跟进', en: 'Next follow-up' }, nullable: true },
    /** 0 待跟进, 1 跟进中, 2 已转机会, 3 已关闭. */
    { name: 'status', type: 'enum', label: { zh: '状态', en: 'Status' }, options: LEAD_STATUS },
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
