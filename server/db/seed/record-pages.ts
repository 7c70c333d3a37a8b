import type { PermButtonTable, PermNodeTable } from '../tables.js';

/**
 * Every record opens (issue 20): the lists whose resource has no form show one record on a record page
 * (page_type 3): the list's remote fields, labelled and formatted as the list shows them, read through the
 * list's menu so the server applies the caller's data scope (a record outside it answers 4404, an error
 * page). The lists' title and number columns link to it (remote-fields.ts), 查看 where the list has row
 * buttons to sit beside.
 */

type RecordPageSeed = Partial<PermNodeTable> & { id: number; pid: number; name: string; name_en: string };

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

/** A hidden leaf showing one record of `resource` (also reachable under /approve, as hidden leaves are). */
function recordPage(id: number, pid: number, name: string, name_en: string, url: string, resource: string): RecordPageSeed {
  return { id, pid, name, name_en, flag: url.split('?')[0], type: 2, show_in_sidebar: 0, sort: id, func_config: JSON.stringify({ page_type: 3, resource }) };
}

export const RECORD_PAGES: RecordPageSeed[] = [
  recordPage(1021, 100, '销售线索详情', 'Sales lead', LEAD_SHOW_URL, '/api/crm/sales_lead'),
  recordPage(1031, 100, '销售机会详情', 'Sales chance', CHANCE_SHOW_URL, '/api/crm/sales_chance'),
  recordPage(4021, 400, '出入库单详情', 'Stock movement', MOVEMENT_SHOW_URL, '/api/stock/stock_movement'),
  recordPage(5011, 500, '结算单详情', 'Settlement bill', SETTLEMENT_SHOW_URL, '/api/settlement/settlement_bill'),
  recordPage(6011, 600, '销项发票详情', 'Sales invoice', SALES_INVOICE_SHOW_URL, '/api/invoice/sales_invoice'),
];

/** 查看 on a row: the record page in this tab. */
function viewButton(id: number, menuId: number, url: string): PermButtonTable {
  return { id, menu_id: menuId, flag: 'view', name: '查看', name_en: 'View', btn_func: 'currentpage', btn_type: 'link', icon: 'eye', btn_position: 'solo', func_config: JSON.stringify({ url }), sort: 0 };
}

/**
 * 查看 on every list without a form; not on the tender projects, which stay the demo of a list without row
 * buttons (their number and name still open the tender).
 */
export const RECORD_BUTTONS: PermButtonTable[] = [
  viewButton(17, 102, LEAD_SHOW_URL),
  viewButton(18, 103, CHANCE_SHOW_URL),
  viewButton(19, 202, SUPPLIER_SHOW_URL),
  viewButton(20, 402, MOVEMENT_SHOW_URL),
  viewButton(21, 501, SETTLEMENT_SHOW_URL),
  viewButton(22, 601, INVOICE_SHOW_URL),
];
