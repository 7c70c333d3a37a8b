import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEnv } from '../../registry';

/** The 404 / no-access page: `_error_type` 1 (default) no access, 2 a tampered address (spec 000 §2.3). */
export function ErrorPage({ embedded = false }: { embedded?: boolean }) {
  const env = useEnv();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tampered = params.get('_error_type') === '2';
  const address = params.get('_error_url');
  return (
    <div style={embedded ? undefined : { paddingTop: 80 }} data-testid="error-page">
      <Result
        status={tampered ? 'warning' : '404'}
        title={tampered ? '403' : '404'}
        subTitle={
          <>
            <div>{env.t(tampered ? 'errors.tampered' : 'errors.noAccess')}</div>
            {address ? <code data-testid="error-url">{address.slice(0, 300)}</code> : null}
          </>
        }
        extra={
          <Button type="primary" onClick={() => navigate('/message')}>
            {env.t('errors.back')}
          </Button>
        }
      />
    </div>
  );
}
