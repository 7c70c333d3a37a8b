import type { ShippedPage } from './shipped-page.js';
import { shippedPage } from './shipped-page.js';

/**
 * Every record opens (issue 20): the lists whose resource has no form show one record on a record page
 * (page_type 3): the list's remote fields, labelled and formatted as the list shows them, read through the
 * list's menu so the server applies the caller's data scope (a record outside it answers 4404, an error
 * page). The lists' title and number columns link to it (shipped-columns.ts), 查看 where the list has row
 * buttons to sit beside.
 */

/** The record's page on one row: `{id}` is the row's id. */
const show = (path: string) => `${path}?data_id={id}`;

/** Suppliers and tenders keep the approval pages of spec 000 §2.2, which show the same record page. */
export const SUPPLIER_SHOW_URL = show('/approve/tradeCompany/supplier/show');
export const TENDER_SHOW_URL = show('/approve/srm/tender/start/show');
export const LEAD_SHOW_URL = show('/crm/lead/show');
export const CHANCE_SHOW_URL = show('/crm/chance/show');
export const MOVEMENT_SHOW_URL = show('/stock/movement/show');
export const SETTLEMENT_SHOW_URL = show('/settlement/bill/show');
export const SALES_INVOICE_SHOW_URL = show('/invoice/sales/show');
/**
 * The sales invoice has a form (issue 21, entered with its lines): 查看 and the invoice number open it read only,
 * so its lines show; its record page stays reachable by address.
 */
export const INVOICE_FORM_PATH = '/invoice/sales/form';
export const INVOICE_SHOW_URL = `${INVOICE_FORM_PATH}?data_id={id}&readonly=1`;
/** The risk rule has a form: its name opens it read only. */
export const RULE_SHOW_URL = '/system/risk-rules/form?data_id={id}&readonly=1';
/** The customer's form, new; and one customer's, read only (查看, the customer name in the list). */
export const CUSTOMER_FORM_URL = '/crm/customer/form';
export const CUSTOMER_SHOW_URL = `${CUSTOMER_FORM_URL}?data_id={id}&readonly=1`;
/** The sales contract's form on one contract (edited while a draft, read otherwise). */
export const CONTRACT_FORM_URL = '/contract/sales/form?data_id={id}';

/** A hidden leaf showing one record of `resource` (also reachable under /approve, as hidden leaves are). */
function recordPage(key: string, id: number, parent: number, zh: string, en: string, url: string, resource: string): ShippedPage {
  return shippedPage({ key, id, parent, name: { zh, en }, flag: url.split('?')[0], sidebar: false, func_config: { page_type: 3, resource } });
}

export const RECORD_PAGES: readonly ShippedPage[] = [
  recordPage('sales_lead_record', 1021, 100, '销售线索详情', 'Sales lead', LEAD_SHOW_URL, '/api/crm/sales_lead'),
  recordPage('sales_chance_record', 1031, 100, '销售机会详情', 'Sales chance', CHANCE_SHOW_URL, '/api/crm/sales_chance'),
  recordPage('stock_movement_record', 4021, 400, '出入库单详情', 'Stock movement', MOVEMENT_SHOW_URL, '/api/stock/stock_movement'),
  recordPage('settlement_bill_record', 5011, 500, '结算单详情', 'Settlement bill', SETTLEMENT_SHOW_URL, '/api/settlement/settlement_bill'),
  recordPage('sales_invoice_record', 6011, 600, '销项发票详情', 'Sales invoice', SALES_INVOICE_SHOW_URL, '/api/invoice/sales_invoice'),
];
