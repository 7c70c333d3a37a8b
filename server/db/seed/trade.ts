import { CITIES, GOODS, PROVINCES, WORDS, creditCode, type CustomerSeed, type Owner } from './business.js';
import type { Random } from './random.js';
import { type Row, TODAY, GOODS_INFO, BANKS, addDays, daysBetween, dateIn, stamps, cents, personName, mobile, shortName, yyyymm, type SupplierSeed, vendors, dealingIn } from './trade-common.js';

/**
 * The demo trade around the sales contracts: leads and chances before a sale, suppliers and tenders on the
 * buying side, and for a share of the completed contracts the goods through a warehouse, the settlement
 * bills and the sales invoices. Every row carries its creator's stamps; rows that follow a contract carry
 * the contract's, so each data scope sees the same people's business in every module.
 */

export { generateTrade, splitForInvoices, type TradeRows } from './trade-fulfilment.js';
export type { ContractRef, SupplierSeed } from './trade-common.js';

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
