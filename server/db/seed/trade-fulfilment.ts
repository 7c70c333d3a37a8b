import { INVOICE_AMOUNT_LIMIT } from '../../modules/resources/definitions/sales-invoice.js';
import { type CustomerSeed, type Owner } from './business.js';
import type { Random } from './random.js';
import { type Row, TODAY, type ContractRef, GOODS_INFO, WAREHOUSES, PROVINCE_CODES, addDays, daysBetween, dateIn, stamps, cents, tonnes, yyyymm, type SupplierSeed, vendors, dealingIn } from './trade-common.js';

/** The trade after a completed contract: the goods through a warehouse, settlement bills, sales invoices. */

// ---------------------------------------------------------------------------------------------------------
// The trade after a completed contract: stock in and out, settlement bills, sales invoices

export interface TradeRows {
  movements: Row[];
  settlements: Row[];
  invoices: Row[];
}

/**
 * Splits `total` yuan into the fewest invoices of at most INVOICE_AMOUNT_LIMIT each, as equal as cents
 * allow: every part is the floor or the ceiling of total / n, and the ceiling is within the limit.
 */
export function splitForInvoices(total: number): number[] {
  const totalCents = Math.round(total * 100);
  const limitCents = Math.round(INVOICE_AMOUNT_LIMIT * 100);
  const n = Math.max(1, Math.ceil(totalCents / limitCents));
  const base = Math.floor(totalCents / n);
  const extra = totalCents - base * n;
  return Array.from({ length: n }, (_, i) => (base + (i < extra ? 1 : 0)) / 100);
}

function invoiceNo(random: Random, type: number, date: string, province: string): string {
  if (type >= 3) return String(random.int(10_000_000, 99_999_999));
  const tail = String(random.int(0, 99_999_999)).padStart(8, '0') + String(random.int(0, 9_999_999)).padStart(7, '0');
  return `${date.slice(2, 4)}${PROVINCE_CODES[province] ?? '31'}2${tail}`;
}

interface SettledSale {
  contract: ContractRef;
  customer: CustomerSeed | undefined;
  taxRate: number;
  settleDate: string;
  settleAmount: number;
  settleQuantity: number;
  owner: Owner;
}

/** The sales invoices of a confirmed settlement (split where an invoice's limit asks), and how much of it they invoiced. */
function settlementInvoices(random: Random, { contract, customer, taxRate, settleDate, settleAmount, settleQuantity, owner }: SettledSale): { rows: Row[]; invoiced: number } {
  const invoices: Row[] = [];
  let invoiced = 0;
  const parts = splitForInvoices(settleAmount);
  let date = addDays(settleDate, random.int(1, 15));
  parts.forEach((total, k) => {
    const issued = date <= TODAY;
    const status = issued ? random.weighted([[1, 94], [2, 3], [3, 3]] as const) : 0;
    // Not issued yet (待开票): dated when it was asked for, after the settlement.
    const invoiceDate = issued ? date : dateIn(random, settleDate, TODAY);
    const type = invoiceDate >= '2024-12-01' ? random.weighted([[1, 88], [2, 12]] as const) : random.weighted([[3, 85], [4, 10], [1, 5]] as const);
    const excl = cents(total / (1 + taxRate));
    if (status === 1) invoiced = cents(invoiced + total);
    invoices.push({
      invoice_no: issued ? invoiceNo(random, type, invoiceDate, customer?.province ?? '上海') : null,
      invoice_type: type,
      buyer_name: contract.customer_name,
      buyer_credit_code: customer?.credit_code ?? '',
      contract_no: contract.contract_no,
      goods_name: contract.goods_name,
      quantity: tonnes((settleQuantity * total) / settleAmount),
      amount_excl_tax: excl,
      tax_rate: taxRate,
      tax_amount: cents(total - excl),
      total_amount: total,
      invoice_date: invoiceDate,
      status,
      remark: parts.length > 1 ? `超限额拆分开具，第${k + 1}/${parts.length}张` : status === 2 ? '销售折让，已开具红字发票' : null,
      ...owner,
      ...stamps(random, invoiceDate),
    });
    date = addDays(date, random.int(0, 3));
  });
  return { rows: invoices, invoiced };
}

/**
 * For each completed contract picked (`share` of them, at most `limit` contracts looked at): a purchase
 * inbound and a sales outbound, a sales settlement bill (and for half of them a purchase one with the
 * back-to-back supplier), and the sales invoices of a confirmed settlement. Warehouse transfers are the
 * warehouse staff's own.
 */
export function generateTrade(
  random: Random,
  contracts: readonly ContractRef[],
  share: number,
  customers: readonly CustomerSeed[],
  suppliers: readonly SupplierSeed[],
  warehouseOwners: readonly Owner[],
): TradeRows {
  const byName = new Map(customers.map((c) => [c.customer_name, c]));
  const sellers = vendors(suppliers, true);
  const movements: Row[] = [];
  const settlements: Row[] = [];
  const invoices: Row[] = [];
  let movementSeq = 0;
  let billSeq = 0;
  let purchaseSeq = 0;
  const movementNo = (inbound: boolean, date: string): string => `${inbound ? 'RK' : 'CK'}${date.replace(/-/g, '')}${String(++movementSeq).padStart(5, '0')}`;
  const movementStatus = (date: string): number =>
    daysBetween(date, TODAY) < 7 ? random.weighted([[0, 30], [1, 70]] as const) : random.weighted([[2, 92], [1, 5], [3, 3]] as const);

  for (const contract of contracts) {
    if (contract.status !== 2 || random.next() >= share) continue;
    const owner: Owner = {
      add_user_id: contract.add_user_id, add_user_name: contract.add_user_name, add_org_id: contract.add_org_id, add_org_name: contract.add_org_name,
      add_company_id: contract.add_company_id, add_company_name: contract.add_company_name, add_entity_org_id: contract.add_entity_org_id,
    };
    const info = GOODS_INFO[contract.goods_name];
    const price = Math.round(info.price * (0.92 + random.next() * 0.16) * 100) / 100;
    const quantity = tonnes(contract.amount / price);
    const buyPrice = cents(price * (0.94 + random.next() * 0.045));
    const supplier = random.pick(dealingIn(sellers, contract.goods_name));
    const warehouse = random.pick(WAREHOUSES);
    const purchaseNo = `CG${yyyymm(contract.sign_date)}${String(++purchaseSeq).padStart(7, '0')}`;
    const batch = `P${contract.sign_date.slice(2).replace(/-/g, '')}${String(random.int(1, 99)).padStart(2, '0')}`;
    const outDate = addDays(contract.sign_date, random.int(3, 30));
    const inDate = addDays(outDate, -random.int(1, 10));
    const common = { warehouse_name: warehouse, goods_name: contract.goods_name, spec: info.spec, batch_no: batch, quantity };
    if (inDate <= TODAY) {
      movements.push({
        movement_no: movementNo(true, inDate), movement_type: 1, ...common, unit_price: buyPrice, amount: cents(quantity * buyPrice),
        counterparty: supplier.supplier_name, contract_no: purchaseNo, movement_date: inDate, status: movementStatus(inDate),
        remark: null, ...owner, ...stamps(random, inDate),
      });
    }
    if (outDate <= TODAY) {
      movements.push({
        movement_no: movementNo(false, outDate), movement_type: 2, ...common, unit_price: price, amount: cents(quantity * price),
        counterparty: contract.customer_name, contract_no: contract.contract_no, movement_date: outDate, status: movementStatus(outDate),
        remark: random.next() < 0.15 ? random.pick(['客户自提', '汽运送到', '船运到港', '货权转移']) : null, ...owner, ...stamps(random, outDate),
      });
      if (random.next() < 0.03) {
        const back = tonnes(quantity * (0.01 + random.next() * 0.04));
        const backDate = addDays(outDate, random.int(2, 15));
        if (backDate <= TODAY) {
          movements.push({
            movement_no: movementNo(true, backDate), movement_type: 5, ...common, quantity: back, unit_price: price, amount: cents(back * price),
            counterparty: contract.customer_name, contract_no: contract.contract_no, movement_date: backDate, status: movementStatus(backDate),
            remark: '质量异议退货', ...owner, ...stamps(random, backDate),
          });
        }
      }
    }
    if (random.next() < 0.06) {
      const to = random.pick(WAREHOUSES.filter((w) => w !== warehouse));
      const moveDate = addDays(inDate, random.int(0, 3));
      if (moveDate <= TODAY) {
        const staff = random.pick(warehouseOwners);
        const moved = { ...common, unit_price: buyPrice, amount: cents(quantity * buyPrice), counterparty: '内部调拨', contract_no: null, movement_date: moveDate };
        const status = movementStatus(moveDate);
        movements.push({ movement_no: movementNo(false, moveDate), movement_type: 4, ...moved, status, remark: `调往${to}`, ...staff, ...stamps(random, moveDate) });
        movements.push({ movement_no: movementNo(true, moveDate), movement_type: 3, ...moved, warehouse_name: to, status, remark: `由${warehouse}调入`, ...staff, ...stamps(random, moveDate) });
      }
    }

    // The sales settlement, once delivered: the delivered tonnage (溢短装 within 3%) at the contract price.
    // One that would fall after today is still being drawn up, dated between delivery and today.
    if (outDate > TODAY) continue;
    let settleDate = addDays(outDate, random.int(2, 20));
    const pending = settleDate > TODAY;
    if (pending) settleDate = dateIn(random, outDate, TODAY);
    const settleQuantity = tonnes(quantity * (0.97 + random.next() * 0.06));
    const settleAmount = cents(settleQuantity * price);
    const settleStatus = pending ? random.weighted([[0, 40], [1, 60]] as const) : random.weighted([[2, 90], [1, 4], [3, 3], [4, 3]] as const);
    let invoiced = 0;
    if (settleStatus === 2) {
      const made = settlementInvoices(random, { contract, customer: byName.get(contract.customer_name), taxRate: info.taxRate, settleDate, settleAmount, settleQuantity, owner });
      invoices.push(...made.rows);
      invoiced = made.invoiced;
    }
    const age = daysBetween(settleDate, TODAY);
    const paid = settleStatus !== 2 ? 0 : age > 60 ? settleAmount : age > 20 ? cents(settleAmount * random.int(3, 9) / 10) : 0;
    settlements.push({
      bill_no: `JS${yyyymm(settleDate)}${String(++billSeq).padStart(6, '0')}`, settle_type: 1, contract_no: contract.contract_no,
      counterparty: contract.customer_name, goods_name: contract.goods_name, settle_quantity: settleQuantity, unit_price: price,
      settle_amount: settleAmount, invoiced_amount: invoiced, paid_amount: paid, settle_date: settleDate, status: settleStatus,
      remark: random.next() < 0.1 ? random.pick(['按过磅数量结算', '含运费', '扣除质量折价', '按到港商检数量结算']) : null,
      ...owner, ...stamps(random, settleDate),
    });
    if (random.next() < 0.5) {
      const buyDate = addDays(settleDate, -random.int(0, 5));
      const buyAmount = cents(settleQuantity * buyPrice);
      const buyStatus = pending ? 1 : random.weighted([[2, 92], [1, 4], [3, 4]] as const);
      const buyAge = daysBetween(buyDate, TODAY);
      settlements.push({
        bill_no: `JS${yyyymm(buyDate)}${String(++billSeq).padStart(6, '0')}`, settle_type: 2, contract_no: purchaseNo,
        counterparty: supplier.supplier_name, goods_name: contract.goods_name, settle_quantity: settleQuantity, unit_price: buyPrice,
        settle_amount: buyAmount, invoiced_amount: buyStatus === 2 && buyAge > 10 ? buyAmount : 0, paid_amount: buyStatus === 2 ? buyAmount : 0,
        settle_date: buyDate, status: buyStatus, remark: random.next() < 0.1 ? '背靠背采购，货款已付' : null,
        ...owner, ...stamps(random, buyDate),
      });
    }
  }
  return { movements, settlements, invoices };
}
