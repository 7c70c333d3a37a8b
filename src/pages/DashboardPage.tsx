import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useEnv } from '../../registry';
import constants from '../../schemas/constants.json';
import { useMessageCounts } from '../shell/use-message-counts';
import type { MessageCounts } from '../session/types';

const KINDS = constants.messageKinds as readonly (keyof MessageCounts)[];

/**
 * The dashboard form page (/bigData/formwork/index, and /dashboard): where the root lands (spec 000 §2.3).
 * Until BI boards land it shows the live counters, each opening its message tab.
 */
export function DashboardPage() {
  const env = useEnv();
  const counts = useMessageCounts();
  return (
    <Card title={<Typography.Title level={5} style={{ margin: 0 }}>{env.t('app.home')}</Typography.Title>} data-testid="dashboard">
      <Row gutter={16}>
        {KINDS.map((kind) => (
          <Col key={kind} xs={12} md={8} lg={4}>
            <Card size="small" hoverable onClick={() => env.navigate(`/message?active=${kind}`)} data-testid={`dashboard-${kind}`}>
              <Statistic title={env.t(`message.${kind}`)} value={counts ? counts[kind] : '-'} loading={!counts} />
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
