import { useCallback, useEffect, useRef } from 'react';
import { useEnv } from '../../registry';
import type { ConfigItem } from '../../schemas/generated/config-item';
import constants from '../../schemas/constants.json';

export const VERSION_POLL_MS = 300_000;

/**
 * Spec 000 §2.3/§4: the version (config hkwl/version) is polled every 5 minutes, and pushed by the
 * realtime socket; when it differs from the one this page loaded with, a notice offers 立刻更新 (reload)
 * or 我知道了 (asked again only for a newer version). Returns the handler for pushed versions.
 */
export function useVersionCheck(loadedVersion: string): (value: string) => void {
  const env = useEnv();
  const noticed = useRef<string>(loadedVersion);
  const open = useRef(false);

  const onVersion = useCallback(
    (value: string) => {
      if (!value || !loadedVersion || value === noticed.current || open.current) return;
      noticed.current = value;
      open.current = true;
      void env
        .confirm({ title: env.t('version.title'), content: env.t('version.content', { version: value }), okText: env.t('version.update'), cancelText: env.t('version.later'), quiet: true })
        .then((update) => {
          open.current = false;
          if (update) window.location.reload();
        });
    },
    [env, loadedVersion],
  );

  useEffect(() => {
    const timer = window.setInterval(() => {
      env
        .request<ConfigItem>('/api/base/config/get', { query: { label: 'version', group_label: constants.accessLabel }, messageHide: true })
        .then((item) => onVersion(item.value), () => undefined);
    }, VERSION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [env, onVersion]);

  return onVersion;
}
