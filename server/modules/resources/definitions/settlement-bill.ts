import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';
import { SETTLE_STATUS, SETTLE_TYPES } from './options.js';

/** 结算单: the settled quantity and price of a contract with a customer (sales) or a supplier (purchase). */
export const settlementBill: ResourceDefinition = {
  name: 'settlement_bill',
  module: 'settlement',
  table: 'settlement_bills',
  label: { zh: '结算单', en: 'Settlement bills' },
  fields: [
    { name: 'bill_no', type: 'text', label: { zh: '结算单号', en: 'Bill no.' }, maxLength: 32 },
    /** 1 销售结算, 2 采购结算. */
    { name: 'settle_type', type: 'enum', label: { zh: '结算类型', en: 'Type' }, options: SETTLE_TYPES },
    { name: 'contract_no', type: 'text', label: { zh: '合同编号', en: 'Contract no.' }, maxLength: 32 },
    { name: 'counterparty', type: 'text', label: { zh: '结算单位', en: 'Counterparty' }, maxLength: 200 },
    { name: 'goods_name', type: 'text', label: { zh: '品名', en: 'Goods' }, maxLength: 100 },
    /** Tonnes. */
    { name: 'settle_quantity', type: 'number', label: { zh: '结算数量(吨)', en: 'Quantity (t)' } },
    { name: 'unit_price', type: 'money', label: { zh: '结算单价', en: 'Unit price' } },
    { name: 'settle_amount', type: 'money', label: { zh: '结算金额', en: 'Settled amount' } },
    { name: 'invoiced_amount', type: 'money', label: { zh: '已开票金额', en: 'Invoiced' } },
    { name: 'paid_amount', type: 'money', label: { zh: '已收付款金额', en: 'Paid' } },
    { name: 'settle_date', type: 'date', label: { zh: '结算日期', en: 'Settled on' } },
    /** 0 草稿, 1 审批中, 2 已确认, 3 已驳回, 4 已作废. */
    { name: 'status', type: 'enum', label: { zh: '状态', en: 'Status' }, options: SETTLE_STATUS },
    { name: 'remark', type: 'text', maxLength: 500, nullable: true, sortable: false },
  ],
  indexes: [['status', 'settle_date'], ['settle_date'], ['bill_no'], ['contract_no'], ['counterparty'], ['settle_amount']],
  defaultOrder: 'settle_date desc',
};
