import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useEnv } from '../../registry';
import constants from '../../schemas/constants.json';
import { useShell } from '../app/shell-context';
import { applyCounts } from '../session/store';
import type { MessageCounts } from '../session/types';

const KINDS = constants.messageKinds as readonly (keyof MessageCounts)[];

/**
 * The dashboard form page (/bigData/formwork/index, and /dashboard): where the root lands (spec 000 §2.3).
 * Until BI boards land it shows the live counters, each opening its message tab.
 */
export function DashboardPage() {
  const env = useEnv();
  const { store } = useShell();
  const session = useSnapshot(store);
  useEffect(() => {
    env.request<MessageCounts>('/api/access/message/count', { query: { app_id: constants.messageAppId } }).then((counts) => applyCounts(store, counts), () => undefined);
  }, [env, store]);
  return (
    <Card title={<Typography.Title level={5} style={{ margin: 0 }}>{env.t('app.home')}</Typography.Title>} data-testid="dashboard">
      <Row gutter={16}>
        {KINDS.map((kind) => (
          <Col key={kind} xs={12} md={8} lg={4}>
            <Card size="small" hoverable onClick={() => env.navigate(`/message?active=${kind}`)} data-testid={`dashboard-${kind}`}>
              <Statistic title={env.t(`message.${kind}`)} value={session.counts ? session.counts[kind] : '-'} loading={!session.counts} />
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
