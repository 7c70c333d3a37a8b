import { Result } from 'antd';
import { useParams } from 'react-router-dom';
import { useEnv } from '../../../registry';

/**
 * /workflow/detail/:dataId and /workflow/view/:dataId (spec 000 §2.1). The route exists so workflow links
 * resolve; the approval engine, its forms and flow logs arrive with the forms-and-approvals work, and
 * until then the page says so instead of failing.
 */
export function WorkflowRecordPage({ mode }: { mode: 'detail' | 'view' }) {
  const env = useEnv();
  const { dataId } = useParams();
  return (
    <div data-testid={`workflow-${mode}`}>
    <Result
      status="info"
      title={`${env.t(mode === 'detail' ? 'workflow.detail' : 'workflow.view')} #${dataId ?? ''}`}
      subTitle={env.t('workflow.pending')}
    />
    </div>
  );
}
