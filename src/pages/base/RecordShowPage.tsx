import { Alert, Button, Card, Descriptions, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { failureText, useEnv } from '../../../registry';
import { useGoBack, useRouteQuery } from '../../router/use-route-query';

/**
 * An approval's record, read only (/approve/tradeCompany/client/show?data_id=...): the resource's detail
 * call, every field shown. A page whose resource the platform does not serve yet says so.
 */
export function RecordShowPage({ resource, title }: { resource: string | null; title: string }) {
  const env = useEnv();
  const query = useRouteQuery();
  const id = Number(query.get('data_id') ?? query.get('id'));
  // Back from an approval page goes to the approvals tab of the message centre (spec 000 §2.3).
  const back = useGoBack('/message?active=workflow');
  const [state, setState] = useState<{ row: Record<string, unknown> } | { error: string } | null>(null);
  useEffect(() => {
    if (!resource || !Number.isInteger(id) || id < 1) return;
    let live = true;
    env.request<Record<string, unknown>>(`${resource}/detail`, { query: { id }, messageHide: true }).then(
      (row) => live && setState({ row }),
      (error: unknown) => live && setState({ error: failureText(env.t, error, 'errors.loadFailed') }),
    );
    return () => {
      live = false;
    };
  }, [env, resource, id]);
  if (!resource) {
    return (
      <div data-testid="record-unavailable">
        <Result status="info" title={title} subTitle={env.t('errors.disabled')} />
      </div>
    );
  }
  if (!Number.isInteger(id) || id < 1) return <Alert type="error" showIcon message={env.t('errors.badNavigation')} />;
  if (!state) return <Card><Spin /></Card>;
  if ('error' in state) return <Alert type="error" showIcon message={state.error} data-testid="page-error" />;
  return (
    <Card title={title} data-testid="record-show" extra={<Button onClick={back}>{env.t('errors.back')}</Button>}>
      <Descriptions bordered size="small" column={2} items={Object.entries(state.row).map(([key, value]) => ({ key, label: key, children: value === null || value === '' ? '/' : String(value) }))} />
    </Card>
  );
}
