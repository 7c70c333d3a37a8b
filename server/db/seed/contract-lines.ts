import type { ContractSeed } from './business.js';
import type { Random } from './random.js';
import { GOODS_INFO } from './trade-common.js';

/**
 * The demo contracts' goods lines (issue 21): one to three lines of the contract's goods family, in tonnes, at
 * a tax-included price per tonne near the goods' market price. The lines share out the contract's amount, and
 * the contract's amount becomes the exact sum of its lines (a change of at most half a kilogram's worth, as a
 * line's quantity is whole kilograms). Each line's figures are what the server's formulas give (amount =
 * quantity × price to the cent, tax = amount × rate / (1 + rate) to the cent), in integer arithmetic.
 */

/** The line goods and specs of each contract goods: the goods itself in its usual grades, and its near kin. */
export const LINE_SPECS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  电解铜: [['电解铜', 'Cu-CATH-1 ≥99.9935%'], ['电解铜', 'Cu-CATH-2 ≥99.95%'], ['铜杆', 'T1 Φ8mm']],
  螺纹钢: [['螺纹钢', 'HRB400 Φ12'], ['螺纹钢', 'HRB400E Φ16'], ['螺纹钢', 'HRB400E Φ20'], ['螺纹钢', 'HRB400E Φ25'], ['线材', 'HPB300 Φ6.5'], ['盘螺', 'HRB400E Φ8']],
  热轧卷板: [['热轧卷板', 'Q235B 2.75*1500*C'], ['热轧卷板', 'Q235B 4.75*1500*C'], ['热轧卷板', 'Q355B 9.75*1500*C'], ['热轧卷板', 'SPHC 3.0*1250*C']],
  聚乙烯: [['聚乙烯', 'LLDPE 7042'], ['聚乙烯', 'HDPE 5000S'], ['聚乙烯', 'LDPE 2426H']],
  聚丙烯: [['聚丙烯', 'PP T30S 拉丝级'], ['聚丙烯', 'PP S1003'], ['聚丙烯', 'PP K8003 共聚']],
  动力煤: [['动力煤', 'Q5500 St,d≤1%'], ['动力煤', 'Q5000 St,d≤0.8%']],
  铝锭: [['铝锭', 'A00 Al99.70'], ['铝锭', 'Al99.85']],
  大豆: [['大豆', '进口大豆 三等'], ['大豆', '国产大豆 二等']],
  棉纱: [['棉纱', 'C32S 纯棉环锭纺'], ['棉纱', 'JC40S 精梳']],
  尿素: [['尿素', '小颗粒 N≥46.4%'], ['尿素', '大颗粒 N≥46.2%']],
  甲醇: [['甲醇', 'GB338-2011 优等品']],
  PTA: [['PTA', '纤维级']],
  锌锭: [['锌锭', 'Zn99.995 0#'], ['锌锭', 'Zn99.99 1#']],
  焦炭: [['焦炭', '准一级冶金焦 25-40mm'], ['焦炭', '二级冶金焦']],
  白糖: [['白糖', '一级白砂糖'], ['白糖', '精制白砂糖']],
};

/** A goods line as stored (sales_contract_line), without its contract's id. */
export interface ContractLineSeed {
  sort: number;
  goods_name: string;
  spec: string;
  unit: string;
  quantity: number;
  price: number;
  amount: number;
  tax_rate: number;
  tax_amount: number;
  remark: null;
  created_at: string;
  updated_at: string;
}

/** Tax inside a tax-included amount, in cents: cents × rate / (1 + rate), rounded half away from zero (rate in basis points). */
function taxCents(amountCents: number, rateBp: number): number {
  return Math.round((amountCents * rateBp) / (10_000 + rateBp));
}

/**
 * The lines of `contract` and its amount as their sum. Kilograms times whole yuan per tonne, so a line's amount
 * in cents is kg × price / 10 rounded: exact in floating point for any demo amount.
 */
export function contractLines(random: Random, contract: ContractSeed): { lines: ContractLineSeed[]; amount: number } {
  const info = GOODS_INFO[contract.goods_name];
  const specs = [...(LINE_SPECS[contract.goods_name] ?? [[contract.goods_name, info?.spec ?? '']])];
  const count = Math.min(specs.length, random.weighted([[1, 3], [2, 4], [3, 3]] as const));
  const rateBp = Math.round((info?.taxRate ?? 0.13) * 10_000);
  const base = info?.price ?? 5_000;
  const shares = Array.from({ length: count }, () => 1 + random.next() * 2);
  const total = shares.reduce((a, b) => a + b, 0);
  const wantedCents = Math.round(contract.amount * 100);
  let leftCents = wantedCents;
  const lines: ContractLineSeed[] = [];
  for (let i = 0; i < count; i++) {
    const [goods, spec] = specs.splice(random.int(0, specs.length - 1), 1)[0];
    // Within ±12% of the market price, in tens of yuan per tonne.
    const price = Math.max(10, Math.round((base * (0.88 + random.next() * 0.24)) / 10) * 10);
    const targetCents = i === count - 1 ? leftCents : Math.round((wantedCents * shares[i]) / total);
    const kilograms = Math.max(1, Math.round((targetCents * 10) / price));
    const amountCents = Math.round((kilograms * price) / 10);
    leftCents -= amountCents;
    lines.push({
      sort: i, goods_name: goods, spec, unit: '吨', quantity: kilograms / 1000, price, amount: amountCents / 100,
      tax_rate: rateBp / 10_000, tax_amount: taxCents(amountCents, rateBp) / 100, remark: null,
      created_at: contract.created_at, updated_at: contract.updated_at,
    });
  }
  const sumCents = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
  return { lines, amount: sumCents / 100 };
}

/**
 * Gives each of `contracts` its lines (contractLines), its amount becoming their sum; answers the lines by
 * contract number, to be stored once the contracts have their ids (linesOfInserted).
 */
export function lineContracts(random: Random, contracts: ContractSeed[]): Map<string, ContractLineSeed[]> {
  const byNumber = new Map<string, ContractLineSeed[]>();
  for (const contract of contracts) {
    const { lines, amount } = contractLines(random, contract);
    contract.amount = amount;
    byNumber.set(contract.contract_no, lines);
  }
  return byNumber;
}

/** The stored rows of the lines of the inserted contracts (their ids by number). */
export function linesOfInserted(inserted: readonly { id: number; contract_no: string }[], lines: ReadonlyMap<string, readonly ContractLineSeed[]>): object[] {
  return inserted.flatMap(({ id, contract_no }) => (lines.get(contract_no) ?? []).map((line) => ({ main_id: Number(id), ...line })));
}
