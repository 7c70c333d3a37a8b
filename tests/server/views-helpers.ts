import type { InjectOptions } from 'fastify';
import type { ListAnswer, SavedView } from '../../schemas/generated/saved-view';
import { bearer, call, get, login, MOBILES, type TestServer } from './harness';

/** Saved views of the sales contracts list (menu 301), the list the demo roles all hold but finance's. */
export const TABLE = 'sales_contract_list';
export const MENU = 301;
export const BASE = '/api/base/view';

/** The demo people the view tests sign in as (README): company 3 上海华科 unless said. */
export const VIEW_PEOPLE = {
  admin: MOBILES.admin,
  /** 王建国, company manager: holds filterViewCommon. */
  companyManager: MOBILES.companyManager,
  /** 李明, department manager: holds filterViewCommon. */
  manager: MOBILES.departmentManager,
  /** 张伟, sales clerk: no shared-view permission. */
  clerk: MOBILES.salesClerk,
  /** 马超, another sales clerk in 张伟's group. */
  colleague: '13800000013',
  /** 周杰, a sales clerk of 杭州华科 (company 14). */
  otherCompany: '13800000008',
} as const;

export type Who = keyof typeof VIEW_PEOPLE;

export interface ViewClient {
  list(who: Who, query?: Record<string, unknown>): Promise<{ code: number; msg: string; data: ListAnswer }>;
  detail(who: Who, id: unknown): Promise<{ code: number; msg: string; data: SavedView }>;
  add(who: Who, body: Record<string, unknown>, headers?: Record<string, string>): Promise<{ code: number; msg: string; data: SavedView }>;
  update(who: Who, body: Record<string, unknown>): Promise<{ code: number; msg: string; data: SavedView }>;
  del(who: Who, id: unknown): Promise<{ code: number; msg: string; data: null }>;
  setDefault(who: Who, id: unknown, status: 0 | 1): Promise<{ code: number; msg: string; data: SavedView }>;
  raw(who: Who, options: InjectOptions): Promise<{ code: number; msg: string; data: unknown }>;
  get<T>(who: Who, path: string, query?: Record<string, unknown>): Promise<{ code: number; msg: string; data: T }>;
  post<T>(who: Who, path: string, body: unknown): Promise<{ code: number; msg: string; data: T }>;
}

/** A valid new view of the contracts list; `extra` overrides or adds fields. */
export function newView(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    table_key: TABLE,
    perms_id: MENU,
    name,
    type: 1,
    params: { where: [{ prop: 'status', value: 0 }] },
    table_fields: [{ key: 'contract_no', label: '合同编号', checked: true, fixed: 'left' }],
    page_version: 'v1',
    ...extra,
  };
}

/** Signs everyone in once and answers calls as them. */
export async function viewClient(server: TestServer): Promise<ViewClient> {
  const tokens = {} as Record<Who, string>;
  for (const who of Object.keys(VIEW_PEOPLE) as Who[]) tokens[who] = await login(server.app, VIEW_PEOPLE[who]);
  const app = server.app;
  const post = <T>(who: Who, path: string, body: unknown, headers: Record<string, string> = {}) =>
    call<T>(app, { method: 'POST', url: `${BASE}/${path}`, payload: body as object, headers: { ...bearer(tokens[who]), ...headers } });
  return {
    list: (who, query = {}) => get<ListAnswer>(app, tokens[who], `${BASE}/list`, { table_key: TABLE, perms_id: MENU, ...query }),
    detail: (who, id) => get<SavedView>(app, tokens[who], `${BASE}/detail`, { id }),
    add: (who, body, headers) => post<SavedView>(who, 'add', body, headers),
    update: (who, body) => post<SavedView>(who, 'update', body),
    del: (who, id) => post<null>(who, 'del', { id }),
    setDefault: (who, id, status) => post<SavedView>(who, 'setDefault', { id, status }),
    raw: (who, options) => call(app, { ...options, headers: { ...bearer(tokens[who]), ...(options.headers ?? {}) } }),
    get: <T>(who: Who, path: string, query: Record<string, unknown> = {}) => get<T>(app, tokens[who], `${BASE}/${path}`, { table_key: TABLE, perms_id: MENU, ...query }),
    post,
  };
}

/** Every saved_views row, for "nothing changed" checks. */
export function allViewRows(server: TestServer) {
  return server.database.db.selectFrom('saved_views').selectAll().orderBy('id').execute();
}

export function allDefaultRows(server: TestServer) {
  return server.database.db.selectFrom('saved_view_defaults').selectAll().orderBy('user_id').orderBy('view_id').execute();
}
