import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';
import { INVOICE_STATUS, INVOICE_TYPES } from './options.js';

/**
 * The most one invoice may carry (a 千万元版 invoice's limit, yuan): `total_amount`, and so
 * `amount_excl_tax` and `tax_amount`, never exceed it; a larger contract is split over several invoices
 * (config item front/invoice_split). The resource-definition schema has no `maximum` for a field, so the
 * limit lives here and in docs/decisions.md (issue 7); the seed and the tests hold to it.
 */
export const INVOICE_AMOUNT_LIMIT = 9_999_999.99;

/** 销项发票: VAT invoices issued to customers against sales contracts. */
export const salesInvoice: ResourceDefinition = {
  name: 'sales_invoice',
  module: 'invoice',
  table: 'sales_invoices',
  label: { zh: '销项发票', en: 'Sales invoices' },
  fields: [
    /** Empty until the invoice is issued (status 0, 待开票). */
    { name: 'invoice_no', type: 'text', label: { zh: '发票号码', en: 'Invoice no.' }, maxLength: 20, nullable: true },
    /** 1 数电专票, 2 数电普票, 3 增值税专用发票(纸质), 4 增值税普通发票(纸质). */
    { name: 'invoice_type', type: 'enum', label: { zh: '发票类型', en: 'Type' }, options: INVOICE_TYPES },
    { name: 'buyer_name', type: 'text', label: { zh: '购买方', en: 'Buyer' }, maxLength: 200 },
    { name: 'buyer_credit_code', type: 'text', label: { zh: '购买方税号', en: 'Buyer tax no.' }, maxLength: 18 },
    { name: 'contract_no', type: 'text', label: { zh: '合同编号', en: 'Contract no.' }, maxLength: 32 },
    { name: 'goods_name', type: 'text', label: { zh: '品名', en: 'Goods' }, maxLength: 100 },
    /** Tonnes. */
    { name: 'quantity', type: 'number', label: { zh: '数量', en: 'Quantity' } },
    /** At most INVOICE_AMOUNT_LIMIT. */
    { name: 'amount_excl_tax', type: 'money', label: { zh: '不含税金额', en: 'Amount excl. tax' } },
    /** A ratio: 0.13 or 0.09. */
    { name: 'tax_rate', type: 'percent', label: { zh: '税率', en: 'Tax rate' } },
    { name: 'tax_amount', type: 'money', label: { zh: '税额', en: 'Tax' } },
    /** 价税合计, at most INVOICE_AMOUNT_LIMIT. */
    { name: 'total_amount', type: 'money', label: { zh: '价税合计', en: 'Total incl. tax' } },
    { name: 'invoice_date', type: 'date', label: { zh: '开票日期', en: 'Issued on' } },
    /** 0 待开票, 1 已开票, 2 已红冲, 3 已作废. */
    { name: 'status', type: 'enum', label: { zh: '状态', en: 'Status' }, options: INVOICE_STATUS },
    { name: 'remark', type: 'text', label: { zh: '备注', en: 'Remark' }, maxLength: 500, nullable: true, sortable: false },
  ],
  indexes: [['status', 'invoice_date'], ['invoice_date'], ['invoice_no'], ['contract_no'], ['buyer_name'], ['total_amount']],
  defaultOrder: 'invoice_date desc',
  // A draft needs the name a user finds it by (spec 001 §5 temporary rules).
  draftRequired: ['buyer_name'],
  // The invoice's lines (发票明细, issue 21): the same child-resource blocks as the contract's goods lines, by
  // configuration only. Prices here are without tax (不含税单价): the tax is added on top.
  children: [
    {
      name: 'lines',
      table: 'sales_invoice_line',
      label: { zh: '发票明细', en: 'Invoice lines' },
      maxRows: 1000,
      fields: [
        /** 项目名称. */
        { name: 'goods_name', type: 'text', maxLength: 100 },
        /** 规格型号. */
        { name: 'spec', type: 'text', maxLength: 100, nullable: true },
        { name: 'unit', type: 'text', maxLength: 20, nullable: true },
        { name: 'quantity', type: 'number', rules: { min: 0.001 } },
        /** 不含税单价. */
        { name: 'price', type: 'money', rules: { min: 0 } },
        { name: 'amount_excl_tax', type: 'money' },
        { name: 'tax_rate', type: 'percent', rules: { min: 0, max: 1 } },
        { name: 'tax_amount', type: 'money' },
        /** 价税合计. */
        { name: 'total_amount', type: 'money' },
      ],
      formulas: { amount_excl_tax: 'quantity * price', tax_amount: 'amount_excl_tax * tax_rate', total_amount: 'amount_excl_tax + tax_amount' },
    },
  ],
};
