import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';

/** 结算单: the settled quantity and price of a contract with a customer (sales) or a supplier (purchase). */
export const settlementBill: ResourceDefinition = {
  name: 'settlement_bill',
  module: 'settlement',
  table: 'settlement_bills',
  label: { zh: '结算单', en: 'Settlement bills' },
  fields: [
    { name: 'bill_no', type: 'text', maxLength: 32 },
    /** 1 销售结算, 2 采购结算. */
    { name: 'settle_type', type: 'enum' },
    { name: 'contract_no', type: 'text', maxLength: 32 },
    { name: 'counterparty', type: 'text', maxLength: 200 },
    { name: 'goods_name', type: 'text', maxLength: 100 },
    /** Tonnes. */
    { name: 'settle_quantity', type: 'number' },
    { name: 'unit_price', type: 'money' },
    { name: 'settle_amount', type: 'money' },
    { name: 'invoiced_amount', type: 'money' },
    { name: 'paid_amount', type: 'money' },
    { name: 'settle_date', type: 'date' },
    /** 0 草稿, 1 审批中, 2 已确认, 3 已驳回, 4 已作废. */
    { name: 'status', type: 'enum' },
    { name: 'remark', type: 'text', maxLength: 500, nullable: true, sortable: false },
  ],
  indexes: [['status', 'settle_date'], ['settle_date'], ['bill_no'], ['contract_no'], ['counterparty'], ['settle_amount']],
  defaultOrder: 'settle_date desc',
};
