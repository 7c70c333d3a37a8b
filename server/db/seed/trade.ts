import { INVOICE_AMOUNT_LIMIT } from '../../modules/resources/definitions/sales-invoice.js';
import { CITIES, END, GIVEN, GOODS, PROVINCES, SURNAMES, WORDS, creditCode, pad, type ContractSeed, type CustomerSeed, type Owner } from './business.js';
import type { Random } from './random.js';

/**
 * The demo trade around the sales contracts: leads and chances before a sale, suppliers and tenders on the
 * buying side, and for a share of the completed contracts the goods through a warehouse, the settlement
 * bills and the sales invoices. Every row carries its creator's stamps; rows that follow a contract carry
 * the contract's, so each data scope sees the same people's business in every module.
 */

type Row = Record<string, unknown>;
const DAY = 86_400_000;
const TODAY = isoDate(END);

/** A sales contract as the later documents need it: the seeded row with its creator. */
export type ContractRef = ContractSeed & Owner;

/** Tax-included price per tonne, product spec and VAT rate of each traded goods. */
const GOODS_INFO: Record<string, { price: number; spec: string; taxRate: number; maker: string }> = {
  电解铜: { price: 68_000, spec: 'Cu-CATH-1 ≥99.9935%', taxRate: 0.13, maker: '铜业' },
  螺纹钢: { price: 3_700, spec: 'HRB400E Φ12-25mm', taxRate: 0.13, maker: '钢铁' },
  热轧卷板: { price: 3_900, spec: 'Q235B 2.75*1500*C', taxRate: 0.13, maker: '钢铁' },
  聚乙烯: { price: 8_200, spec: 'LLDPE 7042', taxRate: 0.13, maker: '石化' },
  聚丙烯: { price: 7_600, spec: 'PP T30S 拉丝级', taxRate: 0.13, maker: '石化' },
  动力煤: { price: 850, spec: 'Q5500 St,d≤1%', taxRate: 0.13, maker: '煤业' },
  铝锭: { price: 19_500, spec: 'A00 Al99.70', taxRate: 0.13, maker: '铝业' },
  大豆: { price: 4_300, spec: '进口大豆 三等', taxRate: 0.09, maker: '粮油' },
  棉纱: { price: 22_500, spec: 'C32S 纯棉环锭纺', taxRate: 0.13, maker: '纺织' },
  尿素: { price: 2_100, spec: '小颗粒 N≥46.4%', taxRate: 0.09, maker: '化肥' },
  甲醇: { price: 2_500, spec: 'GB338-2011 优等品', taxRate: 0.13, maker: '化工' },
  PTA: { price: 5_900, spec: '纤维级', taxRate: 0.13, maker: '石化' },
  锌锭: { price: 23_000, spec: 'Zn99.995', taxRate: 0.13, maker: '锌业' },
  焦炭: { price: 2_050, spec: '准一级冶金焦', taxRate: 0.13, maker: '焦化' },
  白糖: { price: 6_300, spec: '一级白砂糖', taxRate: 0.13, maker: '糖业' },
};
const WAREHOUSES = [
  '上海外高桥保税仓', '宁波北仑港区仓', '张家港保税港区仓', '太仓港中储仓', '江阴申港仓', '杭州下沙物流仓',
  '广州黄埔港仓', '东莞沙田港仓', '深圳盐田港仓', '天津港东疆仓', '青岛前湾港仓', '南京龙潭港仓',
];
const BANKS = ['中国工商银行', '中国建设银行', '中国银行', '中国农业银行', '交通银行', '招商银行', '浦发银行', '兴业银行', '中信银行'];
const PROVINCE_CODES: Record<string, string> = {
  上海: '31', 江苏: '32', 浙江: '33', 安徽: '34', 福建: '35', 山东: '37', 湖北: '42', 湖南: '43', 广东: '44', 重庆: '50', 四川: '51', 天津: '12',
};

function isoDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

function dateIn(random: Random, from: string, to: string): string {
  return addDays(from, random.int(0, daysBetween(from, to)));
}

/** Creation and update times: the document's day, in office hours. */
function stamps(random: Random, date: string): { created_at: string; updated_at: string } {
  const at = `${date} ${pad(random.int(8, 18))}:${pad(random.int(0, 59))}:${pad(random.int(0, 59))}`;
  return { created_at: at, updated_at: at };
}

const cents = (n: number): number => Math.round(n * 100) / 100;
const tonnes = (n: number): number => Math.round(n * 1000) / 1000;
const personName = (random: Random): string => random.pick(SURNAMES) + random.pick(GIVEN) + (random.next() < 0.5 ? random.pick(GIVEN) : '');
const mobile = (random: Random): string => `1${random.pick(['35', '36', '37', '38', '39', '58', '86', '89'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
const shortName = (name: string): string => name.replace(/(股份|贸易|实业|集团|物产贸易)?有限公司$/, '');
const yyyymm = (date: string): string => date.slice(0, 4) + date.slice(5, 7);

// ---------------------------------------------------------------------------------------------------------
// Sales leads

const LEAD_REMARKS = [
  '客户年采购量稳定，关注价格走势', '需提供质检报告及原产地证明', '要求华东地区到厂价', '预计下季度启动采购', '已发送报价单，等待回复',
  '客户偏好月结30天', '进博会现场登记', '对方采购经理更换，需重新对接', '需先做供应商准入', '关注长协价格',
];

export function generateLeads(random: Random, count: number, owners: readonly Owner[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const city = random.pick(CITIES);
    const goods = random.pick(GOODS);
    const company = `${city}${random.pick(WORDS)}${random.pick(['新材料', '制造', '实业', '化纤', '建设', '能源', '食品', '电缆'])}${random.pick(['有限公司', '股份有限公司'])}`;
    const leadDate = dateIn(random, '2024-01-01', TODAY);
    const old = daysBetween(leadDate, TODAY) > 90;
    const status = old ? random.weighted([[2, 45], [3, 50], [1, 5]] as const) : random.weighted([[0, 35], [1, 50], [2, 10], [3, 5]] as const);
    const quantity = random.int(1, 300) * 10;
    rows.push({
      lead_no: `XL${yyyymm(leadDate)}${String(i + 1).padStart(6, '0')}`,
      lead_name: `${shortName(company)}${goods}采购需求`,
      company_name: company,
      contact_name: personName(random),
      contact_mobile: mobile(random),
      province: PROVINCES[city],
      goods_name: goods,
      source: random.weighted([[1, 15], [2, 20], [3, 25], [4, 20], [5, 12], [6, 8]] as const),
      estimated_quantity: quantity,
      estimated_amount: Math.round((quantity * GOODS_INFO[goods].price) / 100) * 100,
      lead_date: leadDate,
      next_follow_date: status <= 1 ? addDays(leadDate, random.int(3, 21)) : null,
      status,
      remark: random.next() < 0.3 ? random.pick(LEAD_REMARKS) : null,
      ...random.pick(owners),
      ...stamps(random, leadDate),
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Sales chances

const WIN_RATES: Record<number, number> = { 1: 0.1, 2: 0.25, 3: 0.4, 4: 0.6, 5: 1, 6: 0 };
const CHANCE_REMARKS = ['客户要求锁价', '需配合做供应链金融', '竞争对手报价低2%', '客户希望分批提货', '年度框架协议', '待客户内部审批'];

export function generateChances(random: Random, count: number, owners: readonly Owner[], customers: readonly CustomerSeed[]): Row[] {
  const rows: Row[] = [];
  const horizon = addDays(TODAY, 120);
  for (let i = 0; i < count; i++) {
    const customer = random.pick(customers).customer_name;
    const goods = random.pick(GOODS);
    const expected = dateIn(random, '2024-01-01', horizon);
    const stage = daysBetween(expected, TODAY) > 30
      ? random.weighted([[5, 45], [6, 40], [4, 10], [3, 5]] as const)
      : random.weighted([[1, 25], [2, 25], [3, 25], [4, 25]] as const);
    const quantity = random.int(5, 500) * 10;
    const unitPrice = Math.round((GOODS_INFO[goods].price * (0.95 + random.next() * 0.1)) / 10) * 10;
    const created = addDays(expected < TODAY ? expected : TODAY, -random.int(15, 90));
    rows.push({
      chance_no: `XJ${yyyymm(created)}${String(i + 1).padStart(6, '0')}`,
      chance_name: `${shortName(customer)}${goods}${random.pick(['年度供货', '季度采购', '现货采购', '长协供应'])}`,
      customer_name: customer,
      goods_name: goods,
      quantity,
      unit_price: unitPrice,
      expected_amount: cents(quantity * unitPrice),
      win_rate: WIN_RATES[stage],
      stage,
      expected_sign_date: expected,
      competitor: random.next() < 0.4 ? `${random.pick(CITIES)}${random.pick(WORDS)}供应链有限公司` : null,
      remark: random.next() < 0.25 ? random.pick(CHANCE_REMARKS) : null,
      ...random.pick(owners),
      ...stamps(random, created),
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Suppliers

export interface SupplierSeed extends Row {
  supplier_name: string;
  supplier_type: number;
  main_goods: string;
}

export function generateSuppliers(random: Random, count: number, owners: readonly Owner[]): SupplierSeed[] {
  const seen = new Set<string>();
  const rows: SupplierSeed[] = [];
  while (rows.length < count) {
    const city = random.pick(CITIES);
    const type = random.weighted([[1, 45], [2, 40], [3, 9], [4, 6]] as const);
    const goods = random.pick(GOODS);
    const word = random.pick(WORDS);
    const name = type === 1
      ? `${city}${word}${GOODS_INFO[goods].maker}${random.pick(['有限公司', '股份有限公司', '集团有限公司'])}`
      : type === 2 ? `${city}${word}物产贸易有限公司` : type === 3 ? `${city}${word}物流有限公司` : `${city}${word}仓储有限公司`;
    if (seen.has(name)) continue;
    seen.add(name);
    const since = dateIn(random, '2018-01-01', TODAY);
    rows.push({
      supplier_code: `GYS${String(rows.length + 1).padStart(6, '0')}`,
      supplier_name: name,
      credit_code: creditCode(random),
      supplier_type: type,
      main_goods: type <= 2 ? goods : type === 3 ? '公路运输、水路运输' : '仓储、货权监管',
      province: PROVINCES[city],
      contact_name: personName(random),
      contact_mobile: mobile(random),
      bank_name: `${random.pick(BANKS)}${city}分行`,
      bank_account: String(random.int(1_000_000, 9_999_999)) + String(random.int(100_000_000, 999_999_999)),
      registered_capital: random.int(50, 50_000) * 10_000,
      grade: random.weighted([[1, 15], [2, 55], [3, 22], [4, 8]] as const),
      cooperation_date: since,
      status: random.weighted([[1, 80], [0, 8], [2, 8], [3, 4]] as const),
      remark: random.next() < 0.15 ? random.pick(['年度评审合格', '需补充ISO9001证书', '交期偶有延误', '价格有竞争力', '账期60天']) : null,
      ...random.pick(owners),
      ...stamps(random, since),
    });
  }
  return rows;
}

/** The suppliers that sell goods (makers and traders), admitted ones only if `admitted`; any, in a tiny run that has none. */
function vendors(suppliers: readonly SupplierSeed[], admitted: boolean): readonly SupplierSeed[] {
  const found = suppliers.filter((s) => s.supplier_type <= 2 && (!admitted || s.status === 1));
  return found.length > 0 ? found : suppliers;
}

/** The suppliers whose main goods is `goods`, or all of them when none is. */
function dealingIn(suppliers: readonly SupplierSeed[], goods: string): readonly SupplierSeed[] {
  const found = suppliers.filter((s) => s.main_goods === goods);
  return found.length > 0 ? found : suppliers;
}

// ---------------------------------------------------------------------------------------------------------
// Tender projects

const METHOD_WORDS: Record<number, string> = { 1: '公开招标', 2: '邀请招标', 3: '竞争性谈判', 4: '询比价', 5: '单一来源采购' };

export function generateTenders(random: Random, count: number, owners: readonly Owner[], suppliers: readonly SupplierSeed[]): Row[] {
  const rows: Row[] = [];
  const sellers = vendors(suppliers, false);
  const batches = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const goods = random.pick(GOODS);
    const method = random.weighted([[1, 35], [2, 25], [3, 10], [4, 25], [5, 5]] as const);
    const published = dateIn(random, '2023-03-01', TODAY);
    const deadline = addDays(published, random.int(10, 30));
    const key = `${published.slice(0, 4)}${goods}`;
    const batch = (batches.get(key) ?? 0) + 1;
    batches.set(key, batch);
    const status = deadline > TODAY
      ? random.weighted([[1, 80], [0, 15], [5, 5]] as const)
      : daysBetween(deadline, TODAY) < 10
        ? random.weighted([[2, 60], [3, 35], [4, 5]] as const)
        : random.weighted([[3, 78], [4, 12], [5, 6], [0, 4]] as const);
    const quantity = random.int(10, 2000) * 10;
    const budget = Math.round((quantity * GOODS_INFO[goods].price * (0.98 + random.next() * 0.04)) / 100) * 100;
    const awarded = status === 3;
    rows.push({
      tender_no: `ZB${published.slice(0, 4)}${String(i + 1).padStart(6, '0')}`,
      tender_name: `${published.slice(0, 4)}年${goods}${METHOD_WORDS[method]}项目（第${batch}批）`,
      goods_name: goods,
      tender_method: method,
      purchase_quantity: quantity,
      budget_amount: budget,
      publish_date: published,
      bid_deadline: deadline,
      bid_count: status === 0 || status === 1 ? 0 : status === 4 ? random.int(0, 2) : method === 5 ? 1 : random.int(3, 12),
      winning_supplier: awarded ? random.pick(dealingIn(sellers, goods)).supplier_name : null,
      winning_amount: awarded ? cents(budget * (0.9 + random.next() * 0.095)) : null,
      status,
      remark: status === 4 ? '有效投标人不足三家，依法流标' : status === 5 ? '采购需求变更，项目终止' : null,
      ...random.pick(owners),
      ...stamps(random, published),
    });
  }
  return rows;
}

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
      const parts = splitForInvoices(settleAmount);
      const customer = byName.get(contract.customer_name);
      let date = addDays(settleDate, random.int(1, 15));
      parts.forEach((total, k) => {
        const issued = date <= TODAY;
        const status = issued ? random.weighted([[1, 94], [2, 3], [3, 3]] as const) : 0;
        // Not issued yet (待开票): dated when it was asked for, after the settlement.
        const invoiceDate = issued ? date : dateIn(random, settleDate, TODAY);
        const type = invoiceDate >= '2024-12-01' ? random.weighted([[1, 88], [2, 12]] as const) : random.weighted([[3, 85], [4, 10], [1, 5]] as const);
        const excl = cents(total / (1 + info.taxRate));
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
          tax_rate: info.taxRate,
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
