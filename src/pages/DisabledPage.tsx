import { Result } from 'antd';
import { useEnv } from '../env/context';
import type { PermNode } from '../session/types';

/** What a disabled menu (status 2) opens. */
export function DisabledPage({ menu }: { menu: PermNode }) {
  const env = useEnv();
  return (
    <div data-testid="disabled-page">
      <Result
        status="info"
        title={env.language === 'en' && menu.name_en ? menu.name_en : menu.name}
        subTitle={env.t('errors.disabled')}
      />
    </div>
  );
}
