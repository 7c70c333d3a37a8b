import { ApiCodeError, type Language, type RequestOptions } from '../registry';
import type { ChartRow } from '../schemas/generated/chart-query';
import type { ChartSchema } from '../schemas/generated/chart';
import { createFakeEnv, type FakeEnv } from './fake-env';

// Charts and a fake server answering each resource's chart call (issue 23), for the chart and dashboard stories.

const STATUS = [
  { value: 0, label: '草稿', label_en: 'Draft' }, { value: 1, label: '审批中', label_en: 'In approval' },
  { value: 2, label: '已生效', label_en: 'Effective' }, { value: 3, label: '已驳回', label_en: 'Rejected' },
];
const CONTRACTS = '/api/contract/sales_contract';
const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

export const BY_MONTH: ChartSchema = {
  type: 'chart', title: '月度合同（按状态）', title_en: 'Contracts by month and status', kind: 'bar', split_field: 'status', split_options: STATUS, order: 'group_desc', limit: 6,
  series: [{ resource: CONTRACTS, group_field: 'sign_date', bucket: 'month', label: '合同数', label_en: 'Contracts', drill: { url: '/contract/sales' } }],
};
export const BY_STATUS: ChartSchema = {
  type: 'chart', title: '合同金额构成', title_en: 'Amount by status', kind: 'pie', group_options: STATUS, money_format: 2,
  series: [{ resource: CONTRACTS, group_field: 'status', value_field: 'amount', label: '合同金额', label_en: 'Amount', drill: { url: '/contract/sales' } }],
};
export const TOP_CUSTOMERS: ChartSchema = {
  type: 'chart', title: '客户合同额排行', title_en: 'Top customers', kind: 'hbar', order: 'value_desc', limit: 3, money_format: 2,
  series: [{ resource: CONTRACTS, group_field: 'customer_name', value_field: 'amount', label: '合同金额', label_en: 'Amount', drill: { url: '/contract/sales' } }],
};
export const INVOICED: ChartSchema = {
  type: 'chart', title: '开票与合同', title_en: 'Invoiced against contracted', kind: 'line', order: 'group_desc', money_format: 2,
  series: [
    { resource: CONTRACTS, group_field: 'sign_date', bucket: 'month', value_field: 'amount', label: '合同金额', label_en: 'Contracted' },
    { resource: '/api/invoice/sales_invoice', group_field: 'invoice_date', bucket: 'month', value_field: 'total_amount', label: '开票金额', label_en: 'Invoiced' },
  ],
};

/** The fake server's chart answers, by resource and group field; newest periods first, as group_desc asks. */
export function chartAnswer(url: string, options: RequestOptions): { rows: ChartRow[] } {
  const query = options.query ?? {};
  if (url === `${CONTRACTS}/chart` && query.group_field === 'sign_date' && query.split_field === 'status') {
    return { rows: [...MONTHS].reverse().flatMap((month, i) => [{ group: month, split: 2, count: 10 + i, value: 10 + i }, { group: month, split: 1, count: 3, value: 3 }]) };
  }
  if (url === `${CONTRACTS}/chart` && query.group_field === 'sign_date') return { rows: [...MONTHS].reverse().map((month, i) => ({ group: month, count: 9, value: 1_200_000 - i * 50_000 })) };
  if (url === `${CONTRACTS}/chart` && query.group_field === 'status') return { rows: STATUS.map((s, i) => ({ group: s.value, count: 5, value: 250_000.5 * (i + 1) })) };
  if (url === `${CONTRACTS}/chart` && query.group_field === 'customer_name') {
    return { rows: [{ group: '上海宏达化工有限公司', count: 12, value: 8_800_000 }, { group: '江苏鑫源钢铁股份有限公司', count: 7, value: 5_100_000.25 }, { group: '深圳华泰能源贸易有限公司', count: 4, value: 990_000 }] };
  }
  if (url === '/api/invoice/sales_invoice/chart') return { rows: MONTHS.slice(1).reverse().map((month, i) => ({ group: month, count: 4, value: 900_000 - i * 40_000 })) };
  return { rows: [] };
}

/** The env a story renders with: the fake server above, a denial (4403: no list grant on the resource), or no groups. */
export function chartEnv({ language, denied, empty }: { language: Language; denied?: boolean; empty?: boolean }): FakeEnv {
  return createFakeEnv((url, options) => {
    if (denied) throw new ApiCodeError(4403, '无权访问');
    return empty ? { rows: [] } : chartAnswer(url, options);
  }, language);
}
