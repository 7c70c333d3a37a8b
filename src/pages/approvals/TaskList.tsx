import { Alert, Button, Collapse, Empty, List, Pagination, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEnv } from '../../../registry';
import type { TaskItem, TaskListAnswer } from '../../../schemas/generated/workflow';
import { CardFields } from './CardFields';
import { groupTasks } from './group-tasks';
import { taskStatusColor, taskStatusKey, type TaskTab } from './task-status';
import { useReloadTriggers } from './use-reload-triggers';

export const TASK_LIST_URL = '/api/base/workflow/taskList';
export const TASK_PAGE_SIZE = 15;

/** Server times are UTC `YYYY-MM-DD HH:mm:ss`; users read them in local time. */
function localTime(stamp: string): string {
  const parsed = dayjs(`${stamp.replace(' ', 'T')}Z`);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD HH:mm') : stamp;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; answer: TaskListAnswer };

/**
 * One task: its title is a link (keyboard-reachable) to the document's page as the server built it; below it
 * what the approver decides on (the template's card fields), then its step, initiator and time.
 */
function TaskRow({ task }: { task: TaskItem }) {
  const env = useEnv();
  return (
    <List.Item data-testid={`task-${task.workflow_log_id}`}>
      <List.Item.Meta
        title={
          <Space wrap>
            <Typography.Link
              href={task.link}
              onClick={(event) => {
                event.preventDefault();
                env.navigate(task.link);
              }}
            >
              {task.title}
            </Typography.Link>
            <Tag color={taskStatusColor(task.status)} bordered={false}>
              {env.t(taskStatusKey(task.status))}
            </Tag>
          </Space>
        }
        description={
          <Space direction="vertical" size={4}>
            {task.fields && task.fields.length > 0 ? <CardFields fields={task.fields} /> : null}
            <Space wrap size="middle">
              <span>{env.t('approvals.node', { name: task.node_name })}</span>
              <span>{env.t('approvals.creator', { name: task.created_user_name })}</span>
              <span>{env.t('approvals.updated', { time: localTime(task.updated_at) })}</span>
            </Space>
          </Space>
        }
      />
    </List.Item>
  );
}

/**
 * One tab of the approval centre: a page of the caller's tasks from `workflow/taskList`, grouped by
 * `group_tab` into collapsible panels (all open; the empty group is 其他), paged when total > limit.
 * `badge` is the tab's counters as the realtime socket last pushed them: when it changes, and when the page
 * is visible again after being hidden, the same page is read again quietly (the list stays on screen until
 * the new one replaces it, so nothing flickers).
 */
export function TaskList({ tab, badge }: { tab: TaskTab; badge?: string }) {
  const env = useEnv();
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  // Panels the user closed; any other group is open, so a group a reload brings in shows its tasks.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  // Latest request wins: a slower answer of an earlier request (another page, an older reload) is dropped.
  const sequence = useRef(0);
  useEffect(
    () => () => {
      sequence.current += 1;
    },
    [],
  );
  /** `quiet`: a background reload keeps what is shown (no spinner) and keeps it when the reload fails. */
  const fetchPage = useCallback(
    (quiet = false) => {
      const id = (sequence.current += 1);
      const current = () => id === sequence.current;
      setLoad((shown) => (shown.state === 'ready' ? shown : { state: 'loading' }));
      if (!quiet) setBusy(true);
      env.request<TaskListAnswer>(TASK_LIST_URL, { query: { tab, page, limit: TASK_PAGE_SIZE } }).then(
        (answer) => {
          if (!current()) return;
          setBusy(false);
          // The page emptied under the user (its tasks were decided elsewhere): go to the last page there is.
          const last = Math.max(1, Math.ceil(answer.total / TASK_PAGE_SIZE));
          if (answer.data.length === 0 && page > last) setPage(last);
          else setLoad({ state: 'ready', answer });
        },
        () => {
          if (!current()) return;
          setBusy(false);
          setLoad((shown) => (quiet && shown.state === 'ready' ? shown : { state: 'failed' }));
        },
      );
    },
    [env, tab, page],
  );
  useEffect(() => fetchPage(), [fetchPage]);
  useReloadTriggers(badge, () => fetchPage(true));

  if (load.state === 'loading') {
    return (
      <div data-testid={`tasks-${tab}`} aria-busy="true" style={{ padding: 24, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  if (load.state === 'failed') {
    return (
      <div data-testid={`tasks-${tab}`}>
        <Alert
          type="error"
          showIcon
          message={env.t('approvals.failed')}
          action={
            <Button size="small" onClick={() => fetchPage()}>
              {env.t('approvals.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  const { answer } = load;
  if (answer.data.length === 0) {
    return (
      <div data-testid={`tasks-${tab}`}>
        <Empty description={env.t('approvals.empty')} />
      </div>
    );
  }
  const groups = groupTasks(answer.data);
  const keys = groups.map((group) => group.key || '-');
  return (
    <div data-testid={`tasks-${tab}`} aria-busy={busy}>
      <Spin spinning={busy}>
        <Collapse
          activeKey={keys.filter((key) => !closed.has(key))}
          onChange={(open) => setClosed(new Set([...[...closed].filter((key) => !keys.includes(key)), ...keys.filter((key) => !open.includes(key))]))}
          items={groups.map((group) => ({
            key: group.key || '-',
            label: (
              <span data-testid={`group-${group.key || '-'}`}>
                {group.key || env.t('approvals.otherGroup')}{' '}
                <Typography.Text type="secondary">{env.t('approvals.count', { count: group.tasks.length })}</Typography.Text>
              </span>
            ),
            children: <List<TaskItem> dataSource={group.tasks} rowKey="workflow_log_id" renderItem={(task) => <TaskRow task={task} />} />,
          }))}
        />
      </Spin>
      {answer.total > TASK_PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={page}
          pageSize={TASK_PAGE_SIZE}
          total={answer.total}
          showSizeChanger={false}
          onChange={setPage}
          size="small"
        />
      ) : null}
    </div>
  );
}
