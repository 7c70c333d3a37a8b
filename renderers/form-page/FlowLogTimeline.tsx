import { ClockCircleOutlined } from '@ant-design/icons';
import { Space, Tag, Timeline, Typography } from 'antd';
import { useEnv } from '../../registry';
import type { FlowLogEntry, PendingTask } from '../../schemas/generated/workflow';
import { localStamp, logColor } from './flow-statuses';

/** The pending tasks by step, in order: each step once with the people who hold it. */
function pendingSteps(pending: readonly PendingTask[]): Array<{ id: number; node: string; people: PendingTask[] }> {
  const steps = new Map<number, { id: number; node: string; people: PendingTask[] }>();
  for (const task of pending) {
    const step = steps.get(task.node_id) ?? { id: task.node_id, node: task.node_name, people: [] };
    step.people.push(task);
    steps.set(task.node_id, step);
  }
  return [...steps.values()];
}

/**
 * The flow log as a timeline: every entry in order (submitted, each approver's action, recalled, resubmitted)
 * with who, what, when and the opinion; then the step that holds the document now and its approvers.
 */
export function FlowLogTimeline({ log, pending }: { log: readonly FlowLogEntry[]; pending: readonly PendingTask[] }) {
  const env = useEnv();
  const entries = log.map((entry) => ({
    key: `log-${entry.id}`,
    color: logColor(entry.status),
    children: (
      <div data-testid="flow-entry">
        <Space wrap>
          {entry.node_name !== '' && <strong>{entry.node_name}</strong>}
          <span>{entry.user_name}</span>
          <Tag>{env.t(`approvals.status.${entry.status}`)}</Tag>
          <Typography.Text type="secondary">{localStamp(entry.handled_at ?? entry.created_at)}</Typography.Text>
        </Space>
        {entry.opinion !== '' && (
          <div>
            <Typography.Text type="secondary">{env.t('decision.opinionLabel')}</Typography.Text>
            <span>{entry.opinion}</span>
          </div>
        )}
      </div>
    ),
  }));
  const waiting = pendingSteps(pending).map((step) => ({
    key: `pending-${step.id}`,
    color: 'blue',
    dot: <ClockCircleOutlined />,
    children: (
      <div data-testid="flow-pending">
        <Space wrap>
          <strong>{step.node}</strong>
          <Tag color="processing">{env.t('approvals.status.0')}</Tag>
          <span>{env.t('decision.heldBy', { names: step.people.map((p) => p.user_name).join('、') })}</span>
          <Typography.Text type="secondary">{env.t('decision.since', { time: localStamp(step.people[0].created_at) })}</Typography.Text>
        </Space>
      </div>
    ),
  }));
  if (entries.length === 0 && waiting.length === 0) return <Typography.Text type="secondary">{env.t('form.noFlowLog')}</Typography.Text>;
  return <Timeline data-testid="flow-log" items={[...entries, ...waiting]} />;
}
