import { useEnv } from '../../registry';
import type { PermNode } from '../session/types';

/** A menu whose flag is an external link, embedded under /external/{id}/*. */
export function ExternalPage({ menu }: { menu: PermNode }) {
  const env = useEnv();
  return (
    <iframe
      title={env.t('errors.external')}
      src={menu.flag}
      style={{ width: '100%', height: 'calc(100vh - 96px)', border: 0, background: '#fff' }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
