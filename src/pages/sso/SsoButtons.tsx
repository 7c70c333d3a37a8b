import { Button, Divider, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pickLabel, useEnv } from '../../../registry';
import type { EnabledProvider } from '../../../schemas/generated/sso';
import { enabledProviders } from './api';

/**
 * A button per enabled single-sign-on provider (GET /api/access/sso/providers), each opening its landing
 * page /account/<provider>. Nothing at all when none is enabled or the list cannot be had: the password
 * form is still there, and its own failures are the ones worth showing.
 */
export function SsoButtons({ redirect, size }: { redirect: string; size?: 'large' }) {
  const env = useEnv();
  const navigate = useNavigate();
  const [providers, setProviders] = useState<EnabledProvider[]>([]);
  useEffect(() => {
    let live = true;
    enabledProviders(env.request).then(
      (list) => live && setProviders(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [env]);
  if (providers.length === 0) return null;
  const query = redirect === '/message' ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  return (
    <div data-testid="sso-buttons">
      <Divider plain>{env.t('sso.or')}</Divider>
      <Space direction="vertical" style={{ width: '100%' }}>
        {providers.map((p) => (
          <Button key={p.provider} block size={size} onClick={() => navigate(`/account/${p.provider}${query}`)} data-testid={`sso-button-${p.provider}`}>
            {pickLabel(env.language, p.name, p.name_en)}
          </Button>
        ))}
      </Space>
    </div>
  );
}
