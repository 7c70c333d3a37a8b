import { Button, Card, Empty, Input, Space, Spin, Tag, Timeline, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useEnv } from '../../registry';
import type { FlowLogEntry, NextFlowAnswer, WorkflowData } from '../../schemas/generated/workflow';
import { WORKFLOW } from './api';
import { CHOOSE_APPROVERS, useNextFlowChooser } from './NextFlowDialog';

/** Workflow statuses (spec 000 §4): 0 saved, 1 in approval, 2 completed, 3 rejected. */
export const FLOW_STATUS = { saved: 0, inApproval: 1, completed: 2, rejected: 3 } as const;
const FLOW_COLORS = ['default', 'processing', 'success', 'error'] as const;

type Action = 'approve' | 'reject' | 'return';

interface ApprovalPanelProps {
  flow: WorkflowData | null;
  /** Its flow log (null while loading). */
  log: FlowLogEntry[] | null;
  /** The caller's task on this document (the link's workflow_log_id), when they came to decide it. */
  taskId: number | null;
  /** The flow changed (approved, rejected, recalled): the page reads the document again. */
  onChanged(): void;
  /** The caller decided their task: the page does its after_action (without one, onChanged). */
  onDecided?(): void;
}

/**
 * The approval information of a document (spec 001 screen 14): the workflow status, the flow log, the
 * approver's decision (同意 / 驳回 / 退回 with an opinion) on their open task, and 撤回 for the creator
 * while the document is in approval.
 */
export function ApprovalPanel({ flow, log, taskId, onChanged, onDecided }: ApprovalPanelProps) {
  const env = useEnv();
  const [opinion, setOpinion] = useState('');
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
  const decided = log?.some((entry) => entry.id === taskId) ?? false;
  const canDecide = taskId !== null && flow.status === FLOW_STATUS.inApproval && log !== null && !decided;
  const canRecall = user !== null && flow.created_user === user.id && flow.status === FLOW_STATUS.inApproval;

  const decide = async (action: Action) => {
    if (taskId === null) return;
    if (action !== 'approve' && opinion.trim() === '') {
      env.notify.warning(env.t('form.opinionRequired'));
      return;
    }
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
        body: { task_id: taskId, action, ...(opinion.trim() !== '' ? { opinion: opinion.trim() } : {}), ...(nextUsers ? { next_users: nextUsers } : {}) },
      });
      env.notify.success(env.t(`form.decided.${action}`));
      setOpinion('');
      (onDecided ?? onChanged)();
    } catch {
      // The request layer showed the server's message.
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
          <Button data-testid="recall" danger disabled={!canRecall || busy} onClick={() => void recall()}>
            {env.t('form.recall')}
          </Button>
        </Tooltip>
      }
    >
      {log === null ? (
        <Spin />
      ) : log.length === 0 ? (
        <Typography.Text type="secondary">{env.t('form.noFlowLog')}</Typography.Text>
      ) : (
        <Timeline
          data-testid="flow-log"
          items={log.map((entry) => ({
            key: entry.id,
            color: entry.status === 1 ? 'green' : entry.status === 2 || entry.status === 3 ? 'red' : 'blue',
            children: (
              <div>
                <Space wrap>
                  <strong>{entry.node_name}</strong>
                  <span>{entry.user_name}</span>
                  <Tag>{env.t(`approvals.status.${entry.status}`)}</Tag>
                  <Typography.Text type="secondary">{entry.handled_at ?? entry.created_at}</Typography.Text>
                </Space>
                {entry.opinion !== '' && <div>{entry.opinion}</div>}
              </div>
            ),
          }))}
        />
      )}
      {canDecide && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }} data-testid="decision">
          <Input.TextArea
            aria-label={env.t('form.opinion')}
            placeholder={env.t('form.opinion')}
            rows={3}
            maxLength={500}
            showCount
            value={opinion}
            onChange={(e) => setOpinion(e.target.value)}
          />
          <Space>
            <Button type="primary" loading={busy} onClick={() => void decide('approve')}>
              {env.t('form.approve')}
            </Button>
            <Button danger disabled={busy} onClick={() => void decide('reject')}>
              {env.t('form.reject')}
            </Button>
            <Button disabled={busy} onClick={() => void decide('return')}>
              {env.t('form.return')}
            </Button>
          </Space>
        </Space>
      )}
      {nextFlow.dialog}
    </Card>
  );
}
