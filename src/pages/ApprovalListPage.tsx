import { Button, Card, Typography } from 'antd';
import { useEnv } from '../../registry';
import { ApprovalCentre } from './approvals/ApprovalCentre';

/** Where "back" from the approval centre goes (spec 000 §2.3). */
export const APPROVAL_BACK_URL = '/message?active=workflow';

/** /approve and /mobileApproveList (spec 000 §2.2, §2.3): the approval centre, with back to the message centre's workflow tab. */
export function ApprovalListPage() {
  const env = useEnv();
  return (
    <Card
      title={<Typography.Title level={5} style={{ margin: 0 }}>{env.t('approvals.title')}</Typography.Title>}
      extra={<Button onClick={() => env.navigate(APPROVAL_BACK_URL)}>{env.t('approvals.back')}</Button>}
    >
      <ApprovalCentre />
    </Card>
  );
}
