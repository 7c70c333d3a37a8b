import { Card, Empty } from 'antd';
import { useEnv } from '../../registry';

/** /mobileApproveList: the approval list route of spec 000 §2.2; approvals arrive with the workflow engine. */
export function ApprovalListPage() {
  const env = useEnv();
  return (
    <Card title={env.t('approvals.title')}>
      <Empty description={env.t('list.noData')} />
    </Card>
  );
}
