import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useEnv } from '../../registry';
import constants from '../../schemas/constants.json';
import type { MessageCounts } from '../session/types';

const KINDS = constants.messageKinds as readonly (keyof MessageCounts)[];

/** The message centre's five counters (spec 000 §1); also the Home dashboard until BI lands. */
export function MessagePage({ home = false }: { home?: boolean }) {
  const env = useEnv();
  const [counts, setCounts] = useState<MessageCounts | null>(null);
  useEffect(() => {
    let live = true;
    env.request<MessageCounts>('/api/access/message/count', { query: { app_id: constants.messageAppId } }).then(
      (data) => live && setCounts(data),
      () => live && setCounts(null),
    );
    return () => {
      live = false;
    };
  }, [env]);
  return (
    <Card title={<Typography.Title level={5} style={{ margin: 0 }}>{home ? env.t('app.home') : env.t('message.title')}</Typography.Title>}>
      <Row gutter={16} data-testid="message-counts">
        {KINDS.map((kind) => (
          <Col key={kind} xs={12} md={8} lg={4}>
            <Card size="small">
              <Statistic title={env.t(`message.${kind}`)} value={counts ? Math.max(0, counts[kind]) : '-'} loading={!counts} />
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
