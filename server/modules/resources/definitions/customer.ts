import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';

export const customer: ResourceDefinition = {
  name: 'customer',
  module: 'crm',
  table: 'customers',
  label: { zh: '客户', en: 'Customers' },
  fields: [
    { name: 'customer_code', type: 'text', label: { zh: '客户编号', en: 'Customer no.' }, maxLength: 32 },
    { name: 'customer_name', type: 'text', label: { zh: '客户名称', en: 'Customer' }, maxLength: 200 },
    { name: 'credit_code', type: 'text', label: { zh: '统一社会信用代码', en: 'Credit code (USCC)' }, maxLength: 18 },
    { name: 'customer_type', type: 'int', label: { zh: '客户类型', en: 'Type' } },
    { name: 'industry', type: 'text', label: { zh: '所属行业', en: 'Industry' }, maxLength: 50 },
    { name: 'province', type: 'text', label: { zh: '省份', en: 'Province' }, maxLength: 20 },
    { name: 'contact_name', type: 'text', label: { zh: '联系人', en: 'Contact' }, maxLength: 50 },
    { name: 'contact_mobile', type: 'text', label: { zh: '联系电话', en: 'Phone' }, maxLength: 20 },
    { name: 'credit_limit', type: 'money', label: { zh: '授信额度', en: 'Credit limit' } },
    { name: 'status', type: 'int', label: { zh: '状态', en: 'Status' } },
  ],
  indexes: [['customer_name'], ['status'], ['customer_code']],
  defaultOrder: 'id desc',
  // A draft needs the name a user finds it by (spec 001 §5 temporary rules).
  draftRequired: ['customer_name'],
};
