import { fillPlaceholders, wholePlaceholder } from './placeholders';

/**
 * Named internal links (spec 000 §2.3: "named internal links exist for crm, stock, bi, finance, contract,
 * invoice, settlement, srm, warning control and other modules"): configuration names a page (`link_name`
 * on a button, `labelConfig.link_name` on a column, a workflow template's form_name) instead of writing its
 * path, and one function turns the name into the address. Only pages the product has are named: a working
 * page, a base route, or a menu the product shows as a placeholder (pending). `{param}` placeholders are
 * filled from the params given, else left for the row (a button's or a column's `{prop}` filling).
 */
export const INTERNAL_LINKS = {
  // CRM
  'crm.customer.list': '/crm/customer',
  'crm.customer.show': '/approve/tradeCompany/client/show?data_id={id}',
  'crm.lead.list': '/crm/lead',
  'crm.chance.list': '/crm/chance',
  // SRM: tenders and suppliers
  'srm.tender.list': '/srm/tender',
  'srm.tender.show': '/approve/srm/tender/start/show?data_id={id}',
  'srm.supplier.list': '/srm/supplier',
  'srm.supplier.show': '/approve/tradeCompany/supplier/show?data_id={id}',
  // Contracts
  'contract.sales.list': '/contract/sales',
  'contract.sales.new': '/contract/sales/form',
  'contract.sales.detail': '/contract/sales/form?data_id={id}',
  'contract.purchase.list': '/contract/purchase',
  // Stock
  'stock.ledger.list': '/stock/ledger',
  'stock.movement.list': '/stock/movement',
  // Settlement
  'settlement.bill.list': '/settlement/bill',
  // Invoices
  'invoice.sales.list': '/invoice/sales',
  'invoice.purchase.list': '/invoice/purchase',
  // Finance and credit
  'finance.payment.list': '/finance/payment',
  'credit.limit.list': '/credit/limit',
  // BI
  'bi.dashboard': '/bi/dashboard',
  'bi.formwork': '/bigData/formwork/index',
  // Warning control: the alarm messages and the risk rules behind them
  'warning.alarm': '/message?active=alarm',
  'warning.rule.list': '/system/risk-rules',
  'warning.rule.detail': '/system/risk-rules/form?id={id}',
  // Workflow
  'workflow.centre': '/message?active=workflow',
  'workflow.approve': '/approve',
  'workflow.approve.document': '/approve?data_id={id}',
  'workflow.detail': '/workflow/detail/{id}',
  'workflow.view': '/workflow/view/{id}',
} as const satisfies Readonly<Record<string, string>>;

export type InternalLinkName = keyof typeof INTERNAL_LINKS;

/** A link name is lower-case words joined by dots (`contract.sales.detail`); a path starts with `/`. */
const NAME_SHAPE = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/** A name configuration used that the registry does not hold: a configuration error, never a navigation. */
export class InternalLinkError extends Error {
  constructor(readonly linkName: string) {
    super(`unknown internal link "${linkName}"`);
    this.name = 'InternalLinkError';
  }
}

export function isInternalLinkName(value: unknown): value is InternalLinkName {
  return typeof value === 'string' && Object.hasOwn(INTERNAL_LINKS, value);
}

/** Whether a text is written as a link name (dotted words), known or not: what a path never looks like. */
export function looksLikeLinkName(value: string): boolean {
  return NAME_SHAPE.test(value);
}

export type LinkParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A param value that is itself a row placeholder (`{id}`) is kept as it is, for the row filling; others are encoded. */
function paramText(value: unknown): string {
  const text = String(value);
  return wholePlaceholder(text) !== undefined ? text : encodeURIComponent(text);
}

/**
 * The address of a named link: its `{param}` placeholders filled from `params` (encoded), the other params
 * appended to the query (null and undefined left out); placeholders without a param stay for the row.
 * Throws InternalLinkError for a name the registry does not hold.
 */
export function internalLink(name: string, params: LinkParams = {}): string {
  if (!isInternalLinkName(name)) throw new InternalLinkError(name);
  const template: string = INTERNAL_LINKS[name];
  const used = new Set<string>();
  const filled = fillPlaceholders(
    template,
    (key) => {
      const value = Object.hasOwn(params, key) ? params[key] : undefined;
      if (value !== undefined && value !== null) used.add(key);
      return value;
    },
    { missing: 'keep', encode: paramText },
  );
  const extra = Object.entries(params).filter(([key, value]) => !used.has(key) && value !== undefined && value !== null);
  return extra.length === 0 ? filled : withQuery(filled, extra);
}

/** `address` with each pair in its query: a key it holds gets the new value, another key is appended. */
function withQuery(address: string, pairs: readonly [string, unknown][]): string {
  const at = address.indexOf('?');
  const path = at < 0 ? address : address.slice(0, at);
  const query = at < 0 ? [] : address.slice(at + 1).split('&').filter(Boolean);
  const keyOf = (pair: string) => decodeURIComponent(pair.split('=')[0]);
  for (const [key, value] of pairs) {
    const pair = `${encodeURIComponent(key)}=${paramText(value)}`;
    const index = query.findIndex((held) => keyOf(held) === key);
    if (index < 0) query.push(pair);
    else query[index] = pair;
  }
  return `${path}?${query.join('&')}`;
}

/**
 * A configured target that may be a link name or an address: a known name resolves, an address (anything
 * not shaped like a name) is kept, and a dotted name the registry does not hold throws InternalLinkError.
 */
export function linkOrPath(target: string, params: LinkParams = {}): string {
  const trimmed = target.trim();
  if (isInternalLinkName(trimmed) || looksLikeLinkName(trimmed)) return internalLink(trimmed, params);
  return trimmed;
}
