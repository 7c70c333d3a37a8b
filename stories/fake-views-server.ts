import { createBuiltinRegistry } from '../renderers';
import { ApiCodeError, type ConfirmOptions, type Language, type RequestOptions } from '../registry';
import {
  VIEW_ADD_URL,
  VIEW_DEFAULT_FIELDS_URL,
  VIEW_DEFAULT_NAME_URL,
  VIEW_DELETE_URL,
  VIEW_DETAIL_URL,
  VIEW_LIST_URL,
  VIEW_SET_DEFAULT_URL,
  VIEW_UPDATE_URL,
} from '../renderers/core/saved-view-types';
import type { CustomSetting } from '../schemas/generated/custom-setting';
import type { AddBody, SavedView, UpdateBody, ViewField } from '../schemas/generated/saved-view';
import { createFakeEnv, pagedContracts, type FakeEnv, type FakeHandler } from './fake-env';

/** The caller of the fake: user 7 of company 1. */
export const FAKE_USER = { id: 7, name: '张伟', orgId: 11, orgName: '销售一部', companyId: 1, companyName: '宏达集团' };
const OTHER_USER = { id: 8, name: '李娜' };

const MAX_VIEWS = 20;
const MAX_NAME = 20;
const RESERVED = '#默认字段配置#';

/** A stored view for fixtures: the caller's personal view unless told otherwise. */
export function savedView(id: number, name: string, where: SavedView['params']['where'], more: Partial<SavedView> = {}): SavedView {
  const mine = (more.add_user_id ?? FAKE_USER.id) === FAKE_USER.id;
  return {
    id,
    name,
    type: 1,
    table_key: 'story',
    perms_id: 301,
    params: { where },
    table_fields: null,
    is_default: 0,
    isDefault: 0,
    page_version: null,
    editable: mine,
    add_user_id: FAKE_USER.id,
    add_user_name: mine ? FAKE_USER.name : OTHER_USER.name,
    add_org_id: FAKE_USER.orgId,
    add_org_name: FAKE_USER.orgName,
    add_company_id: FAKE_USER.companyId,
    add_company_name: FAKE_USER.companyName,
    created_at: '2026-11-01 09:00:00',
    updated_at: '2026-11-01 09:00:00',
    ...more,
  };
}

export interface FakeViewsOptions {
  views?: SavedView[];
  defaultId?: number | null;
  /** The shared-view permission (filterViewCommon). */
  canShare?: boolean;
  /** view/list fails (the page must still open). */
  failList?: boolean;
  /** The hidden #默认字段配置# columns. */
  defaultFields?: ViewField[] | null;
}

export interface FakeViewsServer {
  /** The views as stored now. */
  views(): SavedView[];
  defaultId(): number | null;
  /** Answers a view call; undefined for any other URL. */
  handle(url: string, options: RequestOptions): unknown;
}

function refuse(message: string, code = 4001): never {
  throw new ApiCodeError(code, message);
}

/**
 * An in-memory views server honouring the contract's rules (schemas/saved-view.schema.json): names 1 to 20
 * characters, unique and not reserved; at most 20 views of the caller per list; shared views only with the
 * permission; only editable views change or go; one default per caller.
 */
export function createFakeViewsServer(options: FakeViewsOptions = {}): FakeViewsServer {
  let stored = (options.views ?? []).map((view) => ({ ...view }));
  let defaultId = options.defaultId ?? stored.find((view) => view.is_default === 1)?.id ?? null;
  const canShare = options.canShare ?? true;
  let nextId = Math.max(100, ...stored.map((view) => view.id)) + 1;

  const editable = (view: SavedView) => (view.type === 1 ? view.add_user_id === FAKE_USER.id : canShare && view.add_company_id === FAKE_USER.companyId);
  const answer = (view: SavedView): SavedView => ({ ...view, editable: editable(view), is_default: view.id === defaultId ? 1 : 0, isDefault: view.id === defaultId ? 1 : 0 });
  const find = (id: unknown) => stored.find((view) => view.id === Number(id)) ?? refuse('没有查到视图数据', 4004);
  const checkName = (name: string, except?: number) => {
    const trimmed = name.trim();
    if (trimmed === '') refuse('请填写视图名称');
    if ([...trimmed].length > MAX_NAME) refuse(`视图名称不能超过${MAX_NAME}个字符`);
    if (trimmed === RESERVED) refuse(`视图名称不能使用 ${RESERVED}`);
    if (stored.some((view) => view.name === trimmed && view.id !== except && view.add_user_id === FAKE_USER.id)) refuse(`视图名称“${trimmed}”已存在`);
    return trimmed;
  };
  const checkType = (type: number) => {
    if (type !== 1 && type !== 2) refuse('请选择视图类型');
    if (type === 2 && !canShare) refuse('没有共享视图权限', 4003);
  };
  const now = () => '2026-11-22 08:00:00';

  return {
    views: () => stored.map(answer),
    defaultId: () => defaultId,
    handle(url, { query, body }) {
      const input = (body ?? {}) as Record<string, unknown>;
      switch (url) {
        case VIEW_LIST_URL:
          if (options.failList) refuse('系统繁忙', 5000);
          return { listData: stored.map(answer), defaultId, canShare };
        case VIEW_DETAIL_URL:
          return answer(find(query?.id));
        case VIEW_DEFAULT_NAME_URL: {
          const names = new Set(stored.map((view) => view.name));
          for (let n = 1; n <= MAX_VIEWS; n += 1) if (!names.has(`自定义视图${n}`)) return { name: `自定义视图${n}` };
          return { name: null };
        }
        case VIEW_DEFAULT_FIELDS_URL:
          return { table_fields: options.defaultFields ?? null };
        case VIEW_ADD_URL: {
          const add = input as unknown as AddBody;
          if (stored.filter((view) => view.add_user_id === FAKE_USER.id).length >= MAX_VIEWS) refuse(`最多保存${MAX_VIEWS}个视图`);
          const name = checkName(add.name);
          checkType(add.type);
          if (!add.params?.where?.length) refuse('视图条件有误：至少需要一个条件');
          const view = savedView(nextId++, name, add.params.where, {
            type: add.type,
            table_key: add.table_key,
            perms_id: add.perms_id,
            table_fields: add.table_fields ?? null,
            page_version: add.page_version ?? null,
            created_at: now(),
            updated_at: now(),
          });
          stored = [...stored, view];
          if (add.is_default === 1) defaultId = view.id;
          return answer(view);
        }
        case VIEW_UPDATE_URL: {
          const update = input as unknown as UpdateBody;
          const view = find(update.id);
          if (!editable(view)) refuse('没有共享视图权限', 4003);
          const name = checkName(update.name, view.id);
          checkType(update.type);
          if (!update.params?.where?.length) refuse('视图条件有误：至少需要一个条件');
          const next: SavedView = {
            ...view,
            name,
            type: update.type,
            params: update.params,
            table_fields: update.table_fields === undefined ? view.table_fields : update.table_fields,
            page_version: update.page_version === undefined ? view.page_version : update.page_version,
            updated_at: now(),
          };
          stored = stored.map((item) => (item.id === view.id ? next : item));
          if (update.is_default === 1) defaultId = view.id;
          else if (update.is_default === 0 && defaultId === view.id) defaultId = null;
          return answer(next);
        }
        case VIEW_DELETE_URL: {
          const view = find(input.id);
          if (!editable(view)) refuse('没有共享视图权限', 4003);
          stored = stored.filter((item) => item.id !== view.id);
          if (defaultId === view.id) defaultId = null;
          return null;
        }
        case VIEW_SET_DEFAULT_URL: {
          const view = find(input.id);
          if (input.status === 1) defaultId = view.id;
          else if (defaultId === view.id) defaultId = null;
          return answer(view);
        }
        default:
          return undefined;
      }
    },
  };
}

/** A handler answering view calls from `server` and every other call (the list) from `list`. */
export function withViews(server: FakeViewsServer, list: FakeHandler): FakeHandler {
  return (url, options) => (url.startsWith('/api/base/view/') ? server.handle(url, options) : list(url, options));
}

/** What a story or test of a list page with views holds: the env, the views server, and the confirmations asked. */
export interface ViewsPageSetup {
  env: FakeEnv;
  server: FakeViewsServer;
  confirms: ConfirmOptions[];
  /** What the next confirmations answer (true: OK). */
  answerConfirm(yes: boolean): void;
}

export interface ViewsPageOptions extends FakeViewsOptions {
  language?: Language;
  /** The list page's URL query (as the shell would open it). */
  url?: string;
  /** The user's table setting (null: none stored). */
  settings?: CustomSetting | null;
  /** The list endpoint (default: 40 contracts). */
  list?: FakeHandler;
}

/** A fake env whose view calls go to an in-memory views server, with recorded confirmations. */
export function viewsPageSetup(options: ViewsPageOptions = {}): ViewsPageSetup {
  const server = createFakeViewsServer(options);
  const env = createFakeEnv(withViews(server, options.list ?? pagedContracts(40)), options.language ?? 'zh', createBuiltinRegistry(), options.settings ?? null);
  const confirms: ConfirmOptions[] = [];
  let answer = true;
  env.confirm = async (asked) => {
    confirms.push(asked);
    return answer;
  };
  const url = options.url ?? '';
  env.routeQuery = () => new URLSearchParams(url);
  return { env, server, confirms, answerConfirm: (yes) => void (answer = yes) };
}
