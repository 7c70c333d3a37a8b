import { Alert, Button, Card, Dropdown, Empty, Space, Spin, Tag, Tooltip } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useDialogs, useEnv } from '../../registry';
import type { UserPickerSchema } from '../../schemas/generated/user-picker';
import { USER_PICKER_DIALOG } from '../core/picker-shared/dialogs';
import type { PickedUser } from '../core/picker-shared/user-api';
import type { FlowLogEntry, NextFlowAnswer, PendingTask, WorkflowData } from '../../schemas/generated/workflow';
import { WORKFLOW } from './api';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { FLOW_COLORS, FLOW_STATUS } from './flow-statuses';
import { FlowLogTimeline } from './FlowLogTimeline';
import { CHOOSE_APPROVERS, useNextFlowChooser } from './NextFlowDialog';
import { useMobile } from '../core/use-mobile';

export { FLOW_STATUS } from './flow-statuses';

/** The phone's decision bar: fixed to the bottom of the screen, above the page's own sticky parts. */
export const DECISION_BAR_HEIGHT = 56;
const DECISION_BAR_FIXED: CSSProperties = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 20,
  height: DECISION_BAR_HEIGHT,
  padding: '0 12px',
  background: '#fff',
  borderTop: '1px solid #f0f0f0',
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
  // From the left edge: centred, a bar wider than the screen lost its first button (同意) off the left.
  justifyContent: 'flex-start',
  overflowX: 'auto',
};

const DELEGATIONS = ['transfer', 'addSign', 'copy'] as const;
type Delegation = (typeof DELEGATIONS)[number];

interface ApprovalPanelProps {
  flow: WorkflowData | null;
  /** Its flow log (null while loading). */
  log: FlowLogEntry[] | null;
  /** The tasks pending now: the step that holds the document and its approvers. */
  pending?: readonly PendingTask[];
  /** The caller's task on this document (the link's workflow_log_id), when they came to decide it. */
  taskId: number | null;
  /** The flow changed (approved, rejected, recalled): the page reads the document again. */
  onChanged(): void;
  /** The caller decided their task: the page does its after_action (without one, onChanged). */
  onDecided?(): void;
}

interface DecisionBarProps {
  stepRequires: boolean;
  busy: boolean;
  onDecide(action: Decision): void;
  onDelegate(action: Delegation): void;
}

/** The approver's decisions on their open task (同意, 驳回, 退回) and the delegations (转办, 加签, 抄送); on a phone a bar fixed at the bottom, the delegations behind 更多. */
function DecisionBar({ stepRequires, busy, onDecide, onDelegate }: DecisionBarProps) {
  const env = useEnv();
  const mobile = useMobile();
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }} data-testid="decision">
      {stepRequires && <Alert type="info" showIcon message={env.t('decision.stepRequires')} />}
      {/* On a phone the decisions sit in a bar fixed at the bottom of the screen: always in reach. */}
      <Space data-testid="decision-bar" style={mobile ? DECISION_BAR_FIXED : undefined}>
        <Button type="primary" disabled={busy} onClick={() => onDecide('approve')}>
          {env.t('form.approve')}
        </Button>
        <Button danger disabled={busy} onClick={() => onDecide('reject')}>
          {env.t('form.reject')}
        </Button>
        <Button disabled={busy} onClick={() => onDecide('return')}>
          {env.t('form.return')}
        </Button>
        {mobile ? (
          // A phone's bar holds the three decisions; the rest wait behind 更多, so nothing is cut off.
          <Dropdown
            disabled={busy}
            trigger={['click']}
            menu={{ items: DELEGATIONS.map((action) => ({ key: action, label: <span data-testid={`delegate-${action}`}>{env.t(`form.delegate.${action}`)}</span> })), onClick: ({ key }) => onDelegate(key as Delegation) }}
          >
            <Button data-testid="decision-more">{env.t('form.moreDecisions')}</Button>
          </Dropdown>
        ) : (
          DELEGATIONS.map((action) => (
            <Button key={action} disabled={busy} data-testid={`delegate-${action}`} onClick={() => onDelegate(action)}>
              {env.t(`form.delegate.${action}`)}
            </Button>
          ))
        )}
      </Space>
    </Space>
  );
}

/**
 * The approval information of a document (spec 001 screen 14): the workflow status, the flow log with the step
 * pending now, the approver's decision on their open task (同意 / 驳回 / 退回, each confirmed in a dialog with
 * its opinion), and 撤回 for the creator while the document is in approval.
 */
export function ApprovalPanel({ flow, log, pending = [], taskId, onChanged, onDecided }: ApprovalPanelProps) {
  const env = useEnv();
  const dialogs = useDialogs();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const nextFlow = useNextFlowChooser();

  if (!flow) {
    return (
      <Card size="small" title={env.t('form.approvalInfo')} data-testid="approval-panel">
        <Empty description={env.t('form.notSubmitted')} />
      </Card>
    );
  }

  const user = env.user?.() ?? null;
  const myTask = taskId === null ? undefined : pending.find((task) => task.id === taskId);
  const canDecide = myTask !== undefined && flow.status === FLOW_STATUS.inApproval && log !== null;
  const stepRequires = myTask?.opinion_required === 1;
  const canRecall = user !== null && flow.created_user === user.id && flow.status === FLOW_STATUS.inApproval;

  const decide = async (action: Decision, opinion: string) => {
    if (taskId === null) return;
    setBusy(true);
    try {
      let nextUsers: number[] | undefined;
      if (action === 'approve') {
        const answer = await env.request<NextFlowAnswer>(WORKFLOW.nextFlow, { method: 'POST', body: { tpl_label: flow.tpl_label, form_data_id: flow.form_data_id, task_id: taskId } });
        if (answer.next_flow?.pending_type === CHOOSE_APPROVERS) {
          const users = await nextFlow.choose(answer);
          if (users === null) return;
          nextUsers = users;
        }
      }
      await env.request(WORKFLOW.handle, {
        method: 'POST',
        body: { task_id: taskId, action, ...(opinion !== '' ? { opinion } : {}), ...(nextUsers ? { next_users: nextUsers } : {}) },
      });
      setDeciding(null);
      env.notify.success(env.t(`form.decided.${action}`));
      (onDecided ?? onChanged)();
    } catch {
      // The request layer showed the server's message; the dialog stays open with the opinion.
    } finally {
      setBusy(false);
    }
  };

  // 转办 hands the task to one person; 加签 adds people to the node and 抄送 copies people, the task staying the caller's.
  const delegate = async (action: Delegation) => {
    if (taskId === null) return;
    const multiple = action !== 'transfer';
    const picked = await dialogs.open<PickedUser | PickedUser[]>({
      schema: { type: 'user-picker', multiple } satisfies UserPickerSchema,
      title: env.t(`form.delegate.${action}Title`),
      width: USER_PICKER_DIALOG.width,
    });
    const users = picked === undefined ? [] : Array.isArray(picked) ? picked : [picked];
    if (users.length === 0) return;
    setBusy(true);
    try {
      await env.request(WORKFLOW.handle, { method: 'POST', body: { task_id: taskId, action, user_ids: users.map((u) => u.id) } });
      env.notify.success(env.t(`form.delegate.${action}Done`, { names: users.map((u) => u.user_name).join('、') }));
      if (action === 'transfer') (onDecided ?? onChanged)();
      else onChanged();
    } catch {
      // The request layer showed the server's message (所选人员无效, 所选人员已在当前节点待审批, ...).
    } finally {
      setBusy(false);
    }
  };

  const recall = async () => {
    if (!(await env.confirm({ content: env.t('form.confirmRecall') }))) return;
    setBusy(true);
    try {
      await env.request(WORKFLOW.recall, { method: 'POST', body: { tpl_id: flow.tpl_id, form_data_id: flow.form_data_id } });
      env.notify.success(env.t('form.recalled'));
      onChanged();
    } catch {
      // Shown by the request layer (the server's message, spec 001 §8).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      data-testid="approval-panel"
      title={
        <Space>
          {env.t('form.approvalInfo')}
          <Tag color={FLOW_COLORS[flow.status]} data-testid="flow-status">
            {env.t(`form.flowStatus.${flow.status}`)}
          </Tag>
        </Space>
      }
      extra={
        <Tooltip title={canRecall ? undefined : env.t('form.recallTip')}>
          {/* The tooltip hangs on a wrapper: a disabled button's own mouse events are not dependable (antd's advice),
              and the tip is what explains the disabled state. */}
          <span data-testid="recall-hover" style={{ display: 'inline-block', cursor: canRecall ? undefined : 'not-allowed' }}>
            <Button data-testid="recall" danger disabled={!canRecall || busy} style={canRecall ? undefined : { pointerEvents: 'none' }} onClick={() => void recall()}>
              {env.t('form.recall')}
            </Button>
          </span>
        </Tooltip>
      }
    >
      {flow.status === FLOW_STATUS.returned && <Alert type="warning" showIcon message={env.t('decision.returnedHint')} style={{ marginBottom: 12 }} data-testid="returned-hint" />}
      {/* The decisions come first, on the first screen; the log under them. */}
      {canDecide && <DecisionBar stepRequires={stepRequires} busy={busy} onDecide={setDeciding} onDelegate={(action) => void delegate(action)} />}
      {log === null ? <Spin /> : <FlowLogTimeline log={log} pending={pending} />}
      {deciding && (
        <DecisionDialog
          key={deciding}
          action={deciding}
          stepRequires={stepRequires}
          busy={busy}
          onConfirm={(opinion) => void decide(deciding, opinion)}
          onCancel={() => setDeciding(null)}
        />
      )}
      {nextFlow.dialog}
    </Card>
  );
}
