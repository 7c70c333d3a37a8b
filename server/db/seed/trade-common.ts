import { END, GIVEN, SURNAMES, pad, type ContractSeed, type Owner } from './business.js';
import type { Random } from './random.js';

/** What the demo trade generators share: goods, places, dates, rounding, the suppliers that sell. */

export type Row = Record<string, unknown>;
export const DAY = 86_400_000;
export const TODAY = isoDate(END);

/** A sales contract as the later documents need it: the seeded row with its creator. */
export type ContractRef = ContractSeed & Owner;

/** Tax-included price per tonne, product spec and VAT rate of each traded goods. */
export const GOODS_INFO: Record<string, { price: number; spec: string; taxRate: number; maker: string }> = {
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
export const WAREHOUSES = [
  '上海外高桥保税仓', '宁波北仑港区仓', '张家港保税港区仓', '太仓港中储仓', '江阴申港仓', '杭州下沙物流仓',
  '广州黄埔港仓', '东莞沙田港仓', '深圳盐田港仓', '天津港东疆仓', '青岛前湾港仓', '南京龙潭港仓',
];
export const BANKS = ['中国工商银行', '中国建设银行', '中国银行', '中国农业银行', '交通银行', '招商银行', '浦发银行', '兴业银行', '中信银行'];
export const PROVINCE_CODES: Record<string, string> = {
  上海: '31', 江苏: '32', 浙江: '33', 安徽: '34', 福建: '35', 山东: '37', 湖北: '42', 湖南: '43', 广东: '44', 重庆: '50', 四川: '51', 天津: '12',
};

export function isoDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

export function dateIn(random: Random, from: string, to: string): string {
  return addDays(from, random.int(0, daysBetween(from, to)));
}

/** Creation and update times: the document's day, in office hours. */
export function stamps(random: Random, date: string): { created_at: string; updated_at: string } {
  const at = `${date} ${pad(random.int(8, 18))}:${pad(random.int(0, 59))}:${pad(random.int(0, 59))}`;
  return { created_at: at, updated_at: at };
}

export const cents = (n: number): number => Math.round(n * 100) / 100;
export const tonnes = (n: number): number => Math.round(n * 1000) / 1000;
export const personName = (random: Random): string => random.pick(SURNAMES) + random.pick(GIVEN) + (random.next() < 0.5 ? random.pick(GIVEN) : '');
export const mobile = (random: Random): string => `1${random.pick(['35', '36', '37', '38', '39', '58', '86', '89'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
export const shortName = (name: string): string => name.replace(/(股份|贸易|实业|集团|物产贸易)?有限公司$/, '');
export const yyyymm = (date: string): string => date.slice(0, 4) + date.slice(5, 7);


export interface SupplierSeed extends Row {
  supplier_name: string;
  supplier_type: number;
  main_goods: string;
}

/** The suppliers that sell goods (makers and traders), admitted ones only if `admitted`; any, in a tiny run that has none. */
export function vendors(suppliers: readonly SupplierSeed[], admitted: boolean): readonly SupplierSeed[] {
  const found = suppliers.filter((s) => s.supplier_type <= 2 && (!admitted || s.status === 1));
  return found.length > 0 ? found : suppliers;
}

/** The suppliers whose main goods is `goods`, or all of them when none is. */
export function dealingIn(suppliers: readonly SupplierSeed[], goods: string): readonly SupplierSeed[] {
  const found = suppliers.filter((s) => s.main_goods === goods);
  return found.length > 0 ? found : suppliers;
}
