import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';

export const customer: ResourceDefinition = {
  name: 'customer',
  module: 'crm',
  table: 'customers',
  label: { zh: '客户', en: 'Customers' },
  fields: [
    { name: 'customer_code', type: 'text', maxLength: 32 },
    { name: 'customer_name', type: 'text', maxLength: 200 },
    { name: 'credit_code', type: 'text', maxLength: 18 },
    { name: 'customer_type', type: 'int' },
    { name: 'industry', type: 'text', maxLength: 50 },
    { name: 'province', type: 'text', maxLength: 20 },
    { name: 'contact_name', type: 'text', maxLength: 50 },
    { name: 'contact_mobile', type: 'text', maxLength: 20 },
    { name: 'credit_limit', type: 'money' },
    { name: 'status', type: 'int' },
  ],
  indexes: [['customer_name'], ['status'], ['customer_code']],
  defaultOrder: 'id desc',
  // A draft needs the name a user finds it by (spec 001 §5 temporary rules).
  draftRequired: ['customer_name'],
};
