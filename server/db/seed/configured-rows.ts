import type { Owner } from './business.js';
import type { Random } from './random.js';
import { BANKS, GOODS_INFO, TODAY, WAREHOUSES, addDays, cents, dateIn, stamps, tonnes, yyyymm, type Row } from './trade-common.js';

/**
 * Demo rows of the resources shipped as configuration (server/db/seed/configured/*.json): what the other
 * demo generators make for the built-in resources, so the configured pages open on believable data. Only the
 * rows are code; the resources and pages are data.
 */

/** What a generator draws its names from: the demo's customers and suppliers. */
export interface Counterparties {
  customers: readonly { customer_name: string; credit_code: string }[];
  suppliers: readonly { supplier_name: string; credit_code?: string | null }[];
}

const GOODS = Object.keys(GOODS_INFO);
const FROM = '2024-01-01';
const taxCode = (random: Random) => `91${String(random.int(100000, 999999))}${String(random.int(10000000, 99999999))}X${random.int(0, 9)}`.slice(0, 18);

function purchaseContracts(random: Random, count: number, owners: readonly Owner[], parties: Counterparties): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const goods = random.pick(GOODS);
    const quantity = tonnes(random.int(20, 3000) + random.next());
    const price = cents(GOODS_INFO[goods].price * (0.9 + random.next() * 0.15));
    const signed = dateIn(random, FROM, TODAY);
    const status = signed > addDays(TODAY, -60) ? 1 : random.weighted([[2, 8], [1, 1], [3, 1]] as const);
    return {
      contract_no: `CG${yyyymm(signed)}${String(i + 1).padStart(5, '0')}`, supplier_name: random.pick(parties.suppliers).supplier_name, goods_name: goods,
      quantity, price, amount: cents(quantity * price), settle_method: random.int(1, 3), sign_date: signed,
      delivery_date: random.next() < 0.9 ? addDays(signed, random.int(7, 90)) : null, status, remark: null,
      ...random.pick(owners), ...stamps(random, signed),
    };
  });
}

function stockLedgers(random: Random, count: number, owners: readonly Owner[]): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const goods = random.pick(GOODS);
    const received = dateIn(random, '2025-06-01', TODAY);
    const quantity = tonnes(random.int(5, 2500) + random.next());
    const cost = cents(GOODS_INFO[goods].price / (1 + GOODS_INFO[goods].taxRate) * (0.92 + random.next() * 0.1));
    return {
      warehouse_name: random.pick(WAREHOUSES), goods_name: goods, spec: GOODS_INFO[goods].spec, batch_no: `PC${yyyymm(received)}${String(i + 1).padStart(5, '0')}`,
      quantity, unit: '吨', unit_cost: cost, amount: cents(quantity * cost), in_date: received, status: random.weighted([[1, 8], [2, 1], [3, 1]] as const), remark: null,
      ...random.pick(owners), ...stamps(random, received),
    };
  });
}

function purchaseInvoices(random: Random, count: number, owners: readonly Owner[], parties: Counterparties): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const goods = random.pick(GOODS);
    const rate = GOODS_INFO[goods].taxRate;
    const total = cents(random.int(20_000, 9_000_000) + random.next());
    const excl = cents(total / (1 + rate));
    const issued = dateIn(random, FROM, TODAY);
    const status = issued > addDays(TODAY, -20) ? random.weighted([[0, 3], [1, 1]] as const) : random.weighted([[2, 8], [1, 1], [3, 1]] as const);
    const seller = random.pick(parties.suppliers);
    return {
      invoice_no: String(24_000_000_000_000_000_000n + BigInt(i * 7919 + random.int(0, 7000))).slice(0, 20), invoice_type: random.weighted([[1, 6], [2, 1], [3, 2], [4, 1]] as const),
      seller_name: seller.supplier_name, seller_credit_code: seller.credit_code ?? taxCode(random), contract_no: random.next() < 0.85 ? `CG${yyyymm(issued)}${String(random.int(1, 400)).padStart(5, '0')}` : null,
      amount_excl_tax: excl, tax_rate: rate, tax_amount: cents(total - excl), total_amount: total, invoice_date: issued, status, remark: null,
      ...random.pick(owners), ...stamps(random, issued),
    };
  });
}

function payments(random: Random, count: number, owners: readonly Owner[], parties: Counterparties): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const direction = random.weighted([[1, 1], [2, 1]] as const);
    const paid = dateIn(random, FROM, TODAY);
    const counterparty = direction === 1 ? random.pick(parties.customers).customer_name : random.pick(parties.suppliers).supplier_name;
    return {
      payment_no: `${direction === 1 ? 'SK' : 'FK'}${yyyymm(paid)}${String(i + 1).padStart(5, '0')}`, direction, counterparty,
      contract_no: random.next() < 0.8 ? `${direction === 1 ? 'HT' : 'CG'}${yyyymm(paid)}${String(random.int(1, 400)).padStart(5, '0')}` : null,
      amount: cents(random.int(10_000, 8_000_000) + random.next()), pay_method: random.weighted([[1, 6], [2, 2], [3, 1], [4, 1]] as const), pay_date: paid,
      bank_account: `${random.pick(BANKS)} ${String(random.int(1000, 9999))} **** ${String(random.int(1000, 9999))}`,
      status: paid > addDays(TODAY, -10) ? random.weighted([[0, 3], [1, 1]] as const) : random.weighted([[1, 9], [2, 1]] as const), remark: null,
      ...random.pick(owners), ...stamps(random, paid),
    };
  });
}

function creditLimits(random: Random, owners: readonly Owner[], parties: Counterparties): Row[] {
  return parties.customers.map((customer) => {
    const grade = random.weighted([[1, 1], [2, 3], [3, 4], [4, 2], [5, 1]] as const);
    const limit = [0, 50_000_000, 20_000_000, 8_000_000, 3_000_000, 500_000][grade];
    const used = cents(limit * random.next() * 0.95);
    const from = dateIn(random, '2025-01-01', '2026-06-30');
    const to = addDays(from, 365);
    return {
      customer_name: customer.customer_name, credit_code: customer.credit_code, grade, limit_amount: limit, used_amount: used, available_amount: cents(limit - used),
      valid_from: from, valid_to: to, status: to < TODAY ? 3 : random.weighted([[1, 9], [2, 1]] as const), remark: null,
      ...random.pick(owners), ...stamps(random, from),
    };
  });
}

/** The demo rows of a configured resource by its name (none for a resource the demo has no rows for). */
export function configuredRows(name: string, random: Random, scale: number, owners: readonly Owner[], parties: Counterparties): Row[] {
  const n = (full: number) => Math.max(12, Math.round(full * scale));
  switch (name) {
    case 'purchase_contract':
      return purchaseContracts(random, n(400), owners, parties);
    case 'stock_ledger':
      return stockLedgers(random, n(240), owners);
    case 'purchase_invoice':
      return purchaseInvoices(random, n(400), owners, parties);
    case 'payment':
      return payments(random, n(600), owners, parties);
    case 'credit_limit':
      return creditLimits(random, owners, parties);
    default:
      return [];
  }
}
