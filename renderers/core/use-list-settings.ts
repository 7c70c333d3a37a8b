import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, type RendererEnv } from '../../registry/env';
import type { CustomSetting, UpdateBody } from '../../schemas/generated/custom-setting';
import { SETTING_DETAIL_URL, settingQuery } from './list-opening-calls';

export { SETTING_DETAIL_URL, settingQuery };

export const SETTING_UPDATE_URL = '/api/base/customsetting/update';

/** What a settings change may carry: everything of the update call but the table it is for. */
export type SettingsChange = Omit<UpdateBody, 'table_name' | 'perms_id' | 'own_columns'>;

export type SettingsStatus = 'loading' | 'ready' | 'failed';


export interface ListSettings {
  /** The user's merged setting of this table (admin default < user value); null until loaded or when unavailable. */
  settings: CustomSetting | null;
  /** Whether the setting is still loading, loaded, or could not be read (no menu id, or the call failed). */
  settingsStatus: SettingsStatus;
  /**
   * Stores a change on the server and publishes the merged answer. Resolves true on success; on failure it
   * has shown `failureKey` (or the server's message) and resolves false, keeping the previous setting.
   */
  saveSettings(change: SettingsChange, failureKey?: string): Promise<boolean>;
}

/**
 * The permission id a table's setting is kept under (spec 001 §2: "Route meta id is the permission id for table
 * settings"): the id the table declares when it has one (a list page's menu, which is its route's meta id; a form's
 * lines, its list menu), else the meta id of the route it is shown under (a table in a dialog or a page of its own);
 * 0, no setting, without either.
 */
export function settingsPermsId(env: RendererEnv, own: number | undefined): number {
  return own || env.routeMeta?.id || 0;
}

/**
 * The per-user table setting of one list or editable table (spec 001 §3 custom setting, §7): loaded once per
 * table and menu, saved through the update call whose answer is the new merged setting. A page without a
 * menu id has no setting (spec 001 §6: no permission id, no settings). `ownColumns`: the table declares its
 * columns itself (a form's editable table), see settingQuery.
 */
export function useListSettings(env: RendererEnv, tableName: string, permsId: number, ownColumns = false): ListSettings {
  // The setting the shell prefetched as the page opened, if it is in: the page's first render has it.
  const [arrived] = useState(() => (permsId ? env.arrived?.<CustomSetting>(SETTING_DETAIL_URL, settingQuery(tableName, permsId, ownColumns)) : undefined));
  const [settings, setSettings] = useState<CustomSetting | null>(arrived ?? null);
  const [settingsStatus, setStatus] = useState<SettingsStatus>(arrived ? 'ready' : permsId ? 'loading' : 'failed');
  const current = useRef({ tableName, permsId, ownColumns });
  current.current = { tableName, permsId, ownColumns };
  const arrivedFor = useRef(arrived ? `${tableName}:${permsId}` : null);

  useEffect(() => {
    if (!permsId) {
      setStatus('failed');
      return undefined;
    }
    if (arrivedFor.current === `${tableName}:${permsId}`) return undefined;
    arrivedFor.current = null;
    let live = true;
    setStatus('loading');
    env
      .request<CustomSetting>(SETTING_DETAIL_URL, { method: 'GET', query: settingQuery(tableName, permsId, ownColumns), messageHide: true })
      .then((answer) => {
        if (!live) return;
        setSettings(answer);
        setStatus('ready');
      })
      // Without a setting the table shows its declared columns; the settings drawer says it cannot read it.
      .catch(() => {
        if (live) setStatus('failed');
      });
    return () => {
      live = false;
    };
  }, [env, tableName, permsId, ownColumns]);

  const saveSettings = useCallback(
    async (change: SettingsChange, failureKey = 'errors.saveFailed'): Promise<boolean> => {
      const { tableName: table_name, permsId: perms_id, ownColumns: own } = current.current;
      if (!perms_id) return false;
      try {
        const answer = await env.request<CustomSetting>(SETTING_UPDATE_URL, {
          method: 'POST',
          body: { table_name, perms_id, ...(own ? { own_columns: true } : {}), ...change },
          messageHide: true,
        });
        setSettings(answer);
        setStatus('ready');
        return true;
      } catch (failure) {
        env.notify.error(failureText(env.t, failure, failureKey));
        return false;
      }
    },
    [env],
  );

  return { settings, settingsStatus, saveSettings };
}
