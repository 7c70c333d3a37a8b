import { Alert, Button, Card, Descriptions, Spin, Tag, Timeline } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { failureText, useEnv } from '../../../registry';
import type { FlowLogEntry, PendingTask, WorkflowData } from '../../../schemas/generated/workflow';
import { useGoBack } from '../../router/use-route-query';

interface FlowRecord {
  data: WorkflowData;
  log: FlowLogEntry[];
  pending: PendingTask[];
}

const FLOW_COLOURS: Readonly<Record<number, string>> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error', 5: 'warning' };
/** Flow-log colours: the approvers' actions 1-6 and the flow's events 7-9 (submitted, resubmitted, recalled). */
const TASK_COLOURS: Readonly<Record<number, string>> = { 1: 'green', 2: 'red', 3: 'orange', 4: 'blue', 5: 'blue', 6: 'gray', 7: 'gray', 8: 'gray', 9: 'gray' };

/** The log grouped by round, in order: each round a heading and its steps. */
function rounds(log: readonly FlowLogEntry[]): Array<[number, FlowLogEntry[]]> {
  const byRound = new Map<number, FlowLogEntry[]>();
  for (const entry of log) byRound.set(entry.round, [...(byRound.get(entry.round) ?? []), entry]);
  return [...byRound.entries()].sort(([a], [b]) => a - b);
}

/**
 * /workflow/detail/:dataId and /workflow/view/:dataId (spec 000 §2.1): one workflow record read only: the
 * document's title, its flow status and round, who submitted it and when, who holds it now, and every round's
 * steps (node, who acted, how, the opinion, when). The server answers only the record's readers (4404 else).
 */
export function WorkflowRecordPage({ mode }: { mode: 'detail' | 'view' }) {
  const env = useEnv();
  const { dataId } = useParams();
  const back = useGoBack('/message?active=workflow');
  const id = Number(dataId);
  const [state, setState] = useState<{ record: FlowRecord } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id < 1) {
      setState({ error: env.t('workflow.failed') });
      return undefined;
    }
    env.request<FlowRecord>('/api/base/workflow/detail', { query: { id }, messageHide: true }).then(
      (record) => live && setState({ record }),
      (error: unknown) => live && setState({ error: failureText(env.t, error, 'workflow.failed') }),
    );
    return () => {
      live = false;
    };
  }, [env, id]);

  const title = env.t(mode === 'detail' ? 'workflow.detail' : 'workflow.view');
  const extra = <Button onClick={back}>{env.t('workflow.back')}</Button>;
  if (state === null) return <Spin data-testid={`workflow-${mode}-loading`} />;
  if ('error' in state) {
    return (
      <Card title={title} extra={extra} data-testid={`workflow-${mode}`}>
        <Alert type="error" showIcon message={state.error} data-testid="workflow-record-error" />
      </Card>
    );
  }
  const { data, log, pending } = state.record;
  return (
    <Card title={`${title} · ${data.name}`} extra={extra} data-testid={`workflow-${mode}`}>
      <Descriptions size="small" column={2} data-testid="workflow-record-facts">
        <Descriptions.Item label={env.t('workflow.status')}>
          <Tag color={FLOW_COLOURS[data.status]} data-testid="workflow-record-status">{env.t(`workflow.flowStatus.${data.status}`)}</Tag>
          {env.t('workflow.round', { round: data.round })}
        </Descriptions.Item>
        <Descriptions.Item label={env.t('workflow.creator')}>{data.created_user_name}</Descriptions.Item>
        <Descriptions.Item label={env.t('workflow.created')}>{data.created_at}</Descriptions.Item>
        <Descriptions.Item label={env.t('workflow.current')}>
          <span data-testid="workflow-record-pending">{pending.length > 0 ? pending.map((p) => `${p.user_name}（${p.node_name}）`).join('、') : env.t('workflow.none')}</span>
        </Descriptions.Item>
      </Descriptions>
      {log.length === 0 ? (
        <Alert type="info" message={env.t('workflow.empty')} />
      ) : (
        rounds(log).map(([round, entries]) => (
          <section key={round} data-testid={`workflow-round-${round}`} aria-label={env.t('workflow.round', { round })}>
            <h4>{env.t('workflow.round', { round })}</h4>
            <Timeline
              items={entries.map((entry) => ({
                key: entry.id,
                color: TASK_COLOURS[entry.status] ?? 'gray',
                children: (
                  <div data-testid="workflow-step">
                    {entry.node_name ? <><strong>{entry.node_name}</strong> · </> : null}{entry.user_name} · <Tag color={TASK_COLOURS[entry.status]}>{env.t(`workflow.taskStatus.${entry.status}`)}</Tag>
                    <span>{entry.handled_at ?? entry.created_at}</span>
                    {entry.opinion ? <div>{env.t('workflow.opinion', { text: entry.opinion })}</div> : null}
                  </div>
                ),
              }))}
            />
          </section>
        ))
      )}
    </Card>
  );
}
