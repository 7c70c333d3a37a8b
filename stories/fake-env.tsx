import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createBuiltinRegistry } from '../renderers';
import { ApiCodeError, EnvProvider, LightAntdProvider, PLATFORM_THEME, type Language, type RendererEnv, type RendererRegistry, type RequestOptions } from '../registry';
import { SETTING_DETAIL_URL, SETTING_UPDATE_URL, type SettingsChange } from '../renderers/list-page';
import type { CustomSetting } from '../schemas/generated/custom-setting';
import { mergeSetting } from './local-settings';
import { ANTD_LOCALES } from '../src/app/locale';
import { createI18n } from '../src/i18n';
import { LIST_SECTIONS } from '../src/i18n/sections/list';

export interface RecordedCall {
  url: string;
  options: RequestOptions;
}

export type FakeHandler = (url: string, options: RequestOptions) => unknown | Promise<unknown>;

const ENVELOPE = Symbol('envelope');

/** A handler's answer with the success message the server would send (what onMessage hears); plain answers say 'success'. */
export function withMessage(data: unknown, msg: string): unknown {
  return { [ENVELOPE]: true, data, msg };
}

export interface FakeEnv extends RendererEnv {
  /** The requests the handler answered. */
  calls: RecordedCall[];
  /** The per-user table setting calls (customsetting detail and update), answered by the fake's own store. */
  settingCalls: RecordedCall[];
  notices: { kind: 'success' | 'error' | 'warning'; text: string }[];
}


/**
 * A fake env: requests answered by `handler` and recorded, notices recorded; everything else inert.
 * Table-setting calls go to a store of their own: detail answers `settings` (or fails as a server without
 * a setting would, when none is given), update answers the body merged over it by `mergeSetting`.
 */
export function createFakeEnv(
  handler: FakeHandler,
  language: Language = 'zh',
  registry: RendererRegistry = createBuiltinRegistry(),
  settings: CustomSetting | null = null,
): FakeEnv {
  const i18n = createI18n(language, LIST_SECTIONS);
  const calls: RecordedCall[] = [];
  const settingCalls: RecordedCall[] = [];
  let stored = settings;
  const notices: FakeEnv['notices'] = [];
  const underWay = new Map<string, Promise<{ data: unknown; msg: string }>>();
  /** The handler's answer to a recorded call, with the message the server would send. */
  const answer = async (url: string, options: RequestOptions) => {
    calls.push({ url, options });
    const given = (await handler(url, options)) as { [ENVELOPE]?: boolean; data?: unknown; msg?: string } | null;
    return given && typeof given === 'object' && given[ENVELOPE] ? { data: given.data, msg: given.msg ?? '' } : { data: given as unknown, msg: 'success' };
  };
  return {
    calls,
    settingCalls,
    notices,
    request: async <T,>(url: string, options: RequestOptions = {}) => {
      if (url === SETTING_DETAIL_URL || url === SETTING_UPDATE_URL) {
        settingCalls.push({ url, options });
        if (url === SETTING_UPDATE_URL && stored) stored = mergeSetting(stored, settings, options.body as SettingsChange);
        if (!stored) throw new ApiCodeError(4404, 'no setting');
        return stored as T;
      }
      // As the app's request client: an identical GET under way shares its call (env.request's contract).
      const get = (options.method ?? 'GET') === 'GET' && !options.fresh ? JSON.stringify([url, options.query ?? null]) : null;
      const shared = get === null ? undefined : underWay.get(get);
      const answered = shared ?? answer(url, options);
      if (get !== null && !shared) {
        underWay.set(get, answered);
        void answered.then(() => underWay.delete(get), () => underWay.delete(get));
      }
      const { data, msg } = await answered;
      options.onMessage?.(msg);
      return data as T;
    },
    navigate: () => undefined,
    notify: {
      success: (text) => void notices.push({ kind: 'success', text }),
      error: (text) => void notices.push({ kind: 'error', text }),
      warning: (text) => void notices.push({ kind: 'warning', text }),
    },
    confirm: async () => true,
    t: (key, params) => i18n.t(key, params ?? {}),
    language,
    can: () => true,
    registry,
  };
}

export function FakeEnvFrame({ env, children }: { env: RendererEnv; children: ReactNode }) {
  return (
    <ConfigProvider locale={ANTD_LOCALES[env.language]} theme={PLATFORM_THEME}>
      <AntApp>
        <LightAntdProvider>
          <EnvProvider env={env}>{children}</EnvProvider>
        </LightAntdProvider>
      </AntApp>
    </ConfigProvider>
  );
}

const CUSTOMERS = ['上海宏达化工有限公司', '江苏鑫源钢铁股份有限公司', '深圳华泰能源贸易有限公司', '宁波中联塑胶实业有限公司'];
const GOODS = ['电解铜', '螺纹钢', '聚乙烯', '动力煤'];

/** `count` contract rows like the server's, for stories. */
export function contractRows(count: number, offset = 0): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, k) => {
    const i = offset + k;
    return {
      id: i + 1,
      contract_no: `XS2026110${String(i + 1).padStart(6, '0')}`,
      contract_name: `${CUSTOMERS[i % 4].slice(0, 4)}${GOODS[i % 4]}销售合同`,
      customer_name: CUSTOMERS[i % 4],
      amount: 125_000 + i * 10_001.5,
      sign_date: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`,
      status: i % 5,
      add_user_name: '张伟',
    };
  });
}

/** A paging fake of a list endpoint over `total` rows. */
export function pagedContracts(total: number): FakeHandler {
  return (_url, options) => {
    const page = Number(options.query?.page ?? 1);
    const limit = Number(options.query?.limit ?? 15);
    const start = (page - 1) * limit;
    return { data: contractRows(Math.max(0, Math.min(limit, total - start)), start), total };
  };
}
