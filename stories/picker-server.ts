import { ApiCodeError, type RequestOptions } from '../registry';
import type { ChooseConfig, ChooseConfigDetail } from '../schemas/generated/choose-config';
import type { OrgNode } from '../schemas/generated/lookups';
import type { UserOption } from '../schemas/generated/user-option';
import type { FakeHandler } from './fake-env';

/**
 * A small in-memory server for the chooser, the organisation picker and the user picker (issue 21), answering
 * as docs/api.md "Choosers and pickers" says: choose configs, their resources' own lists within remote_params, getTree (lazy,
 * selected_org_ids, name), getCollectOrg and saveData / cancelData, user search (frequent first) and
 * updateFrequent. Stories and component tests share it; tests read its state.
 */

export const CONFIGS: Record<string, ChooseConfig> = {
  customer: {
    name: 'customer',
    resource: 'customer',
    select_field: 'id',
    select_type: 1,
    need_data_perms: 0,
    check_group: 1,
    params: { order: 'id desc' },
    fields: [
      { prop: 'customer_name', label: '客户名称', label_en: 'Customer', show_in_select: 1, is_search_field: 1, searchName: 'customer_name' },
      { prop: 'customer_code', label: '客户编码', label_en: 'Customer code', show_in_select: 1, is_search_field: 1 },
      { prop: 'contact_name', label: '联系人', label_en: 'Contact', show_in_select: 2, is_search_field: 0 },
      { prop: 'province', label: '省份', label_en: 'Province', show_in_select: 2, is_search_field: 0 },
    ],
  },
  sales_contract: {
    name: 'sales_contract',
    resource: 'sales_contract',
    select_field: 'id',
    select_type: 2,
    need_data_perms: 1,
    check_group: 0,
    params: { order: 'sign_date desc' },
    fields: [
      { prop: 'contract_no', label: '合同编号', label_en: 'Contract no.', show_in_select: 1, is_search_field: 1 },
      { prop: 'contract_name', label: '合同名称', label_en: 'Contract name', show_in_select: 1, is_search_field: 0 },
      { prop: 'customer_name', label: '客户名称', label_en: 'Customer', show_in_select: 2, is_search_field: 1, searchName: 'customer' },
      { prop: 'amount', label: '合同金额', label_en: 'Amount', show_in_select: 2, is_search_field: 0 },
    ],
  },
  // The customers with a before-select rule (spec 001 §5): 广东's are not chosen, the dialog says why.
  partner_customer: {
    name: 'partner_customer',
    resource: 'customer',
    select_field: 'id',
    select_type: 2,
    need_data_perms: 0,
    check_group: 0,
    params: { order: 'id desc', before_select: [{ when: "equalText(province, '广东')", message: '广东客户暂停合作，不能选择', message_en: 'Customers in Guangdong are on hold' }] },
    fields: [
      { prop: 'customer_name', label: '客户名称', label_en: 'Customer', show_in_select: 1, is_search_field: 1 },
      { prop: 'province', label: '省份', label_en: 'Province', show_in_select: 2, is_search_field: 0 },
    ],
  },
  goods_category: {
    name: 'goods_category',
    resource: 'goods_category',
    select_field: 'code',
    select_type: 2,
    need_data_perms: 0,
    check_group: 0,
    params: {},
    fields: [
      { prop: 'name', label: '品类', label_en: 'Category', show_in_select: 1, is_search_field: 1 },
      { prop: 'code', label: '编码', label_en: 'Code', show_in_select: 2, is_search_field: 0 },
    ],
  },
};

/** Each config's resource's own list call, as the detail answers it (list_url). */
const LIST_URLS: Record<string, string> = {
  customer: '/api/crm/customer/index',
  sales_contract: '/api/contract/sales_contract/index',
  goods_category: '/api/base/goods_category/index',
};

/** A config as its detail call answers it. */
export function configDetail(config: ChooseConfig): ChooseConfigDetail {
  const remote = config.fields.map((f) => ({ label: f.label ?? f.prop, prop: f.prop, show_in_select: f.show_in_select, is_search_field: f.is_search_field, field_config: f.searchName ? { searchName: f.searchName } : {} }));
  return { ...config, label: config.name, status: 1, data_url: `/api/base/chooser/list?name=${config.name}`, list_url: LIST_URLS[config.resource], remote_field: remote };
}

const PROVINCES = ['上海', '江苏', '浙江', '广东', '山东'];
const NAMES = ['宏达化工', '鑫源钢铁', '华泰能源', '中联塑胶', '远洋物流', '金桥贸易', '长江有色', '东方建材'];

/** 35 customers: 1-20 created in 销售一组 (7), the rest in 销售二组 (8). */
export const CUSTOMERS: readonly Record<string, unknown>[] = Array.from({ length: 35 }, (_, i) => ({
  id: 35 - i,
  customer_name: `${PROVINCES[(34 - i) % 5]}${NAMES[(34 - i) % 8]}有限公司${35 - i}`,
  customer_code: `KH${String(35 - i).padStart(4, '0')}`,
  contact_name: ['王芳', '李强', '赵敏', '周杰'][(34 - i) % 4],
  province: PROVINCES[(34 - i) % 5],
  add_org_id: 35 - i <= 20 ? 7 : 8,
}));

export const CONTRACTS: readonly Record<string, unknown>[] = Array.from({ length: 12 }, (_, i) => ({
  id: 100 + i,
  contract_no: `XS2026${String(i + 1).padStart(4, '0')}`,
  contract_name: `${NAMES[i % 8]}销售合同`,
  customer_name: `${PROVINCES[i % 5]}${NAMES[i % 8]}有限公司`,
  amount: 120_000 + i * 5000,
  add_org_id: 7,
}));

/** Tree rows (spec 001 §3 chooser row): a parent that cannot be chosen, with its children. */
export const CATEGORIES: readonly Record<string, unknown>[] = [
  {
    id: 1, code: 'STEEL', name: '钢材', is_children: 0, choose_disabled: 1,
    children: [
      { id: 2, code: 'REBAR', name: '螺纹钢', is_children: 1 },
      { id: 3, code: 'COIL', name: '热轧卷板', is_children: 1 },
    ],
  },
  { id: 4, code: 'PE', name: '聚乙烯', is_children: 0, children: [] },
];

type Org = { id: number; pid: number | null; name: string; type: 'group' | 'company' | 'entity' | 'department' };
/** Like the server's seed: company 3 with entity 4 and departments below it; 1 is the group above. */
export const ORGS: readonly Org[] = [
  { id: 1, pid: null, name: '华科控股集团', type: 'group' },
  { id: 3, pid: 1, name: '上海华科', type: 'company' },
  { id: 4, pid: 3, name: '华科国贸', type: 'entity' },
  { id: 5, pid: 4, name: '销售中心', type: 'department' },
  { id: 6, pid: 5, name: '华东销售部', type: 'department' },
  { id: 7, pid: 6, name: '销售一组', type: 'department' },
  { id: 8, pid: 6, name: '销售二组', type: 'department' },
  { id: 9, pid: 5, name: '大客户部', type: 'department' },
  { id: 10, pid: 4, name: '财务部', type: 'department' },
  { id: 14, pid: 3, name: '杭州华科', type: 'entity' },
  { id: 15, pid: 14, name: '杭州业务部', type: 'department' },
];

export const USERS: readonly Omit<UserOption, 'is_frequent'>[] = [
  { id: 2, user_name: '王建国', user_mobile: '13800000001', org_id: 4, org_name: '华科国贸' },
  { id: 3, user_name: '李明', user_mobile: '13800000002', org_id: 6, org_name: '华东销售部' },
  { id: 4, user_name: '张伟', user_mobile: '13800000003', org_id: 7, org_name: '销售一组' },
  { id: 5, user_name: '陈静', user_mobile: '13800000004', org_id: 10, org_name: '财务部' },
  { id: 7, user_name: '刘磊', user_mobile: '13800000006', org_id: 8, org_name: '销售二组' },
  { id: 8, user_name: '孙丽', user_mobile: '13800000007', org_id: 9, org_name: '大客户部' },
  { id: 12, user_name: '周磊', user_mobile: '13800000011', org_id: 15, org_name: '杭州业务部' },
  { id: 14, user_name: '吴昊', user_mobile: '13800000013', org_id: 7, org_name: '销售一组' },
];
/** The caller's parent organisation's users (张伟 in 销售一组: 华东销售部 and below). */
const PARENT_USERS = [3, 4, 7, 14];

export interface PickerServer {
  handler: FakeHandler;
  /** Collected organisations by label. */
  collected: Record<'department' | 'entity', number[]>;
  /** Frequent users, most chosen first. */
  frequent: number[];
  /** updateFrequent calls, in order. */
  chosenUsers: number[];
}

function whereOf(options: RequestOptions): Record<string, unknown> {
  const raw = options.method === 'POST' ? (options.body as { where?: unknown })?.where : options.query?.where;
  if (raw === undefined || raw === null) return {};
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>;
}

function param(options: RequestOptions, name: string): unknown {
  return options.method === 'POST' ? (options.body as Record<string, unknown>)[name] : options.query?.[name];
}

function pathOf(org: Org): string {
  const parent = ORGS.find((p) => p.id === org.pid);
  return parent ? `${pathOf(parent)}/${org.name}` : org.name;
}

/** The list query language, as far as the stories need it: like, in, not_in and equals. */
function matches(row: Record<string, unknown>, where: Record<string, unknown>): boolean {
  return Object.entries(where).every(([key, condition]) => {
    const value = row[key];
    if (!Array.isArray(condition)) return value === condition;
    const [op, operand] = condition as [string, unknown];
    if (op === 'like') return String(value ?? '').includes(String(operand));
    if (op === 'in') return (operand as unknown[]).includes(value);
    if (op === 'not_in') return !(operand as unknown[]).includes(value);
    return true;
  });
}

export function createPickerServer(): PickerServer {
  const collected: PickerServer['collected'] = { department: [8], entity: [] };
  const counts = new Map<number, number>([[5, 2]]);
  const server: PickerServer = { handler: () => null, collected, frequent: [5], chosenUsers: [] };

  const orgNode = (org: Org, kinds: string[] | null, label: 'department' | 'entity' | null): OrgNode => {
    const keptChildren = ORGS.filter((c) => c.pid === org.id);
    const flag = label ? collected[label].includes(org.id) : collected.department.includes(org.id) || collected.entity.includes(org.id);
    return {
      id: org.id, pid: org.pid, name: org.name, short_name: org.name, path_name: pathOf(org),
      is_leaf: keptChildren.length === 0, can_selected: kinds ? kinds.includes(org.type) : true, is_collected: flag ? 1 : 0,
    };
  };

  const getTree = (options: RequestOptions): OrgNode[] => {
    const where = whereOf(options) as { org_id?: number; name?: string; label?: string; selected_org_ids?: number[] };
    const kinds = where.label ? where.label.split(',') : null;
    const label = kinds?.includes('department') ? 'department' : kinds?.includes('entity') ? 'entity' : null;
    const inCompany = (org: Org) => org.type !== 'group';
    const node = (org: Org) => orgNode(org, kinds, label);
    if (where.name) return ORGS.filter((o) => inCompany(o) && o.name.includes(where.name!) && (!kinds || kinds.includes(o.type))).map(node);
    const level = ORGS.filter((o) => (where.org_id === undefined ? o.id === 3 : o.pid === where.org_id)).map(node);
    // selected_org_ids: the levels down to each chosen one, below the asked level, flat with pid.
    const extra: OrgNode[] = [];
    for (const id of where.selected_org_ids ?? []) {
      let org = ORGS.find((o) => o.id === id);
      const chain: Org[] = [];
      while (org && org.pid !== null && org.pid !== (where.org_id ?? 1)) {
        const parent = ORGS.find((o) => o.id === org!.pid)!;
        chain.unshift(parent);
        org = parent;
      }
      for (const ancestor of chain) for (const child of ORGS.filter((o) => o.pid === ancestor.id)) if (!extra.some((n) => n.id === child.id) && !level.some((n) => n.id === child.id)) extra.push(node(child));
    }
    return [...level, ...extra];
  };

  server.handler = (url, options) => {
    if (url.endsWith('/Businessdatachooseconfig/detail')) {
      const config = CONFIGS[String(options.query?.name)];
      if (!config) throw new ApiCodeError(4404, `选择器配置 ${String(options.query?.name)} 不存在`);
      return configDetail(config);
    }
    const resource = Object.keys(LIST_URLS).find((name) => url === LIST_URLS[name]);
    if (resource !== undefined) {
      // The resource's own list: where by its field names, remote_params' org_id narrowing.
      const raw = param(options, 'remote_params');
      const perms = ((typeof raw === 'string' ? JSON.parse(raw) : raw) ?? {}) as { perms_id?: number; org_id?: number };
      const source = resource === 'customer' ? CUSTOMERS : resource === 'sales_contract' ? CONTRACTS : CATEGORIES;
      const where = whereOf(options);
      const rows = source.filter((row) => matches(row, where) && (perms.org_id === undefined || row.add_org_id === perms.org_id));
      const page = Number(param(options, 'page') ?? 1);
      const limit = Number(param(options, 'limit') ?? 10);
      return { data: rows.slice((page - 1) * limit, page * limit), total: rows.length };
    }
    if (url.endsWith('/org/getTree')) return getTree(options);
    if (url.endsWith('/org/getCollectOrg')) {
      const label = options.query?.label as 'department' | 'entity' | undefined;
      const ids = label ? [...collected[label]].reverse() : [...new Set([...collected.department, ...collected.entity])].reverse();
      return ids.map((id) => ({ ...orgNode(ORGS.find((o) => o.id === id)!, null, label ?? null), can_selected: true, is_collected: 1 }));
    }
    if (url.endsWith('/collect/saveData') || url.endsWith('/collect/cancelData')) {
      const body = options.body as { group: string; label: 'department' | 'entity'; data_id: number };
      const list = collected[body.label];
      const collect = url.endsWith('/saveData');
      const at = list.indexOf(body.data_id);
      if (collect && at < 0) list.push(body.data_id);
      if (!collect && at >= 0) list.splice(at, 1);
      return { group: body.group, label: body.label, data_id: body.data_id, is_collected: collect ? 1 : 0 };
    }
    if (url.endsWith('/user/search')) {
      const where = whereOf(options) as { keyword?: string; id?: [string, number[]] };
      let users = USERS.filter((u) => (Number(options.query?.select_parent ?? 0) === 1 ? PARENT_USERS.includes(u.id) : true));
      if (where.keyword) users = users.filter((u) => u.user_name.includes(where.keyword!) || u.user_mobile.includes(where.keyword!));
      if (where.id) users = users.filter((u) => where.id![1].includes(u.id));
      const frequentFirst = !where.keyword ? [...users].sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0)) : users;
      const page = Number(options.query?.page ?? 1);
      const limit = Number(options.query?.limit ?? 20);
      const data = frequentFirst.slice((page - 1) * limit, page * limit).map((u) => ({ ...u, is_frequent: counts.has(u.id) ? 1 : 0 }));
      return { data, total: users.length };
    }
    if (url.endsWith('/user/updateFrequent')) {
      const userId = (options.body as { user_id: number }).user_id;
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
      server.chosenUsers.push(userId);
      server.frequent = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
      return { user_id: userId, count: counts.get(userId), last_at: '2026-11-01 10:00:00' };
    }
    throw new ApiCodeError(4404, `no fake for ${url}`);
  };
  return server;
}
