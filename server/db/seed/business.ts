import type { Random } from './random.js';

/** Who created a record: the creator stamps every resource row carries. */
export interface Owner {
  add_user_id: number;
  add_user_name: string;
  add_org_id: number;
  add_org_name: string;
  add_company_id: number;
  add_company_name: string;
  add_entity_org_id: number;
}

export const CITIES = ['上海', '江苏', '浙江', '宁波', '苏州', '无锡', '南京', '杭州', '合肥', '深圳', '广州', '东莞', '厦门', '福州', '青岛', '天津', '武汉', '成都', '重庆', '长沙'];
export const WORDS = ['宏达', '鑫源', '华泰', '中联', '远航', '恒信', '金桥', '盛世', '瑞丰', '永安', '东方', '新和', '鼎盛', '隆基', '海通', '天成', '万顺', '博远', '嘉禾', '明珠', '凯利', '三江', '润华', '同创'];
export const TRADES: ReadonlyArray<readonly [string, string]> = [
  ['化工', '化工'], ['钢铁', '冶金'], ['能源', '能源'], ['有色金属', '有色金属'], ['塑胶', '化工'], ['纺织', '纺织'],
  ['粮油', '农产品'], ['建材', '建材'], ['物产', '综合贸易'], ['机电', '装备制造'], ['新材料', '新材料'], ['电力', '能源'],
];
export const SUFFIXES = ['有限公司', '股份有限公司', '贸易有限公司', '实业有限公司', '集团有限公司'];
export const PROVINCES: Record<string, string> = {
  上海: '上海', 江苏: '江苏', 浙江: '浙江', 宁波: '浙江', 苏州: '江苏', 无锡: '江苏', 南京: '江苏', 杭州: '浙江', 合肥: '安徽', 深圳: '广东',
  广州: '广东', 东莞: '广东', 厦门: '福建', 福州: '福建', 青岛: '山东', 天津: '天津', 武汉: '湖北', 成都: '四川', 重庆: '重庆', 长沙: '湖南',
};
export const GOODS = ['电解铜', '螺纹钢', '热轧卷板', '聚乙烯', '聚丙烯', '动力煤', '铝锭', '大豆', '棉纱', '尿素', '甲醇', 'PTA', '锌锭', '焦炭', '白糖'];
export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭'];
export const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '霞', '平'];

export interface CustomerSeed {
  customer_code: string;
  customer_name: string;
  credit_code: string;
  customer_type: number;
  industry: string;
  province: string;
  contact_name: string;
  contact_mobile: string;
  credit_limit: number;
  status: number;
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A unified social credit code with a correct check character (GB 32100-2015). */
export function creditCode(random: Random): string {
  let body = '91' + String(random.int(110000, 659000));
  while (body.length < 17) body += USCC_CHARS[random.int(0, 30)];
  const sum = [...body].reduce((acc, ch, i) => acc + USCC_CHARS.indexOf(ch) * USCC_WEIGHTS[i], 0);
  return body + USCC_CHARS[(31 - (sum % 31)) % 31];
}

export function generateCustomers(random: Random, count: number): CustomerSeed[] {
  const seen = new Set<string>();
  const out: CustomerSeed[] = [];
  while (out.length < count) {
    const city = random.pick(CITIES);
    const [trade, industry] = random.pick(TRADES);
    const name = `${city}${random.pick(WORDS)}${trade}${random.pick(SUFFIXES)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({
      customer_code: `KH${String(out.length + 1).padStart(6, '0')}`,
      customer_name: name,
      credit_code: creditCode(random),
      customer_type: random.weighted([[1, 6], [2, 3], [3, 1]] as const),
      industry,
      province: PROVINCES[city],
      contact_name: random.pick(SURNAMES) + random.pick(GIVEN) + (random.next() < 0.5 ? random.pick(GIVEN) : ''),
      contact_mobile: `1${random.pick(['35', '38', '39', '58', '86', '89'])}${String(random.int(0, 99999999)).padStart(8, '0')}`,
      credit_limit: random.int(10, 2000) * 10000,
      status: random.next() < 0.92 ? 1 : 0,
    });
  }
  return out;
}

export interface ContractSeed {
  contract_no: string;
  contract_name: string;
  customer_name: string;
  goods_name: string;
  amount: number;
  sign_date: string;
  status: number;
  /** The form record's approval state (0-3): a void contract (4) had been completed. */
  approval_status: number;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

export const START = Date.UTC(2023, 0, 1);
export const END = Date.UTC(2026, 10, 20);

export function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Contract `i` of a run: log-uniform amounts (5万 to 5000万), dates over almost four years. */
export function generateContract(random: Random, i: number, customerNames: readonly string[]): ContractSeed {
  const signed = new Date(START + Math.floor(random.next() * (END - START)));
  const sign_date = `${signed.getUTCFullYear()}-${pad(signed.getUTCMonth() + 1)}-${pad(signed.getUTCDate())}`;
  const created = new Date(signed.getTime() - random.int(0, 5) * 86_400_000 + random.int(8 * 3600, 19 * 3600) * 1000);
  const stamp = created.toISOString().slice(0, 19).replace('T', ' ');
  const customer = random.pick(customerNames);
  const goods = random.pick(GOODS);
  const amount = Math.round(Math.exp(Math.log(50_000) + random.next() * Math.log(1000)) * 100) / 100;
  const status = random.weighted([[0, 10], [1, 15], [2, 60], [3, 5], [4, 10]] as const);
  return {
    contract_no: `XS${sign_date.slice(0, 4)}${sign_date.slice(5, 7)}${String(i + 1).padStart(7, '0')}`,
    contract_name: `${customer.replace(/(股份|贸易|实业|集团)?有限公司$/, '')}${goods}销售合同`,
    customer_name: customer,
    goods_name: goods,
    amount,
    sign_date,
    status,
    approval_status: status === 4 ? 2 : status,
    remark: random.next() < 0.2 ? `${goods}，${random.pick(['款到发货', '月结30天', '货到付款', '预付30%'])}` : null,
    created_at: stamp,
    updated_at: stamp,
  };
}
