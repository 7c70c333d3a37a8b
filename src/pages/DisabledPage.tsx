import { Result } from 'antd';
import { pickLabel, useEnv } from '../../registry';
import type { PermNode } from '../session/types';

/** What a disabled menu (status 2) opens. */
export function DisabledPage({ menu }: { menu: PermNode }) {
  const env = useEnv();
  return (
    <div data-testid="disabled-page">
      <Result
        status="info"
        title={pickLabel(env.language, menu.name, menu.name_en)}
        subTitle={env.t('errors.disabled')}
      />
    </div>
  );
}
