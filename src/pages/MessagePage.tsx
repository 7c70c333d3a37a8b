import { Badge, Button, Card, List, Space, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useEnv } from '../../registry';
import { relativeTime } from '../../rules';
import constants from '../../schemas/constants.json';
import { useShell } from '../app/shell-context';
import { useMessageCounts } from '../app/use-message-counts';
import { useRouteQuery } from '../router/use-route-query';
import { applyCounts, decreaseCount } from '../session/store';
import type { MessageCounts } from '../session/types';
import { ApprovalCentre } from './approvals/ApprovalCentre';

const KINDS = constants.messageKinds as readonly (keyof MessageCounts)[];

interface Message {
  id: number;
  kind: string;
  title: string;
  status: number;
  created_at: string;
}

/** Server times are UTC `YYYY-MM-DD HH:mm:ss`. */
function utc(stamp: string): string {
  return `${stamp.replace(' ', 'T')}Z`;
}

/** One kind's messages, unread first, each readable with one click. */
function MessageList({ kind }: { kind: keyof MessageCounts }) {
  const env = useEnv();
  const { store } = useShell();
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ data: Message[]; total: number } | null>(null);
  const load = useCallback(
    () => env.request<{ data: Message[]; total: number }>('/api/access/message/index', { query: { kind, page, limit: 10 } }).then(setAnswer, () => setAnswer({ data: [], total: 0 })),
    [env, kind, page],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const read = async (ids: number[]) => {
    decreaseCount(store, kind, ids.length);
    applyCounts(store, await env.request<MessageCounts>('/api/access/message/read', { method: 'POST', body: { ids } }));
    await load();
  };
  const unread = answer?.data.filter((m) => m.status === 0).map((m) => m.id) ?? [];
  return (
    <List<Message>
      data-testid={`messages-${kind}`}
      loading={!answer}
      dataSource={answer?.data ?? []}
      locale={{ emptyText: env.t('list.noData') }}
      header={
        <Button size="small" disabled={unread.length === 0} onClick={() => void read(unread)} data-testid="read-all">
          {env.t('message.readAll')}
        </Button>
      }
      pagination={answer && answer.total > 10 ? { current: page, pageSize: 10, total: answer.total, onChange: setPage, size: 'small' } : false}
      renderItem={(m) => (
        <List.Item
          actions={m.status === 0 ? [<Button key="read" type="link" size="small" onClick={() => void read([m.id])}>{env.t('message.markRead')}</Button>] : []}
        >
          <List.Item.Meta
            title={
              <Space>
                {m.status === 0 ? <Badge status="processing" /> : null}
                <Typography.Text strong={m.status === 0}>{m.title}</Typography.Text>
              </Space>
            }
            description={<Tag bordered={false}>{relativeTime(utc(m.created_at), { lang: env.language })}</Tag>}
          />
        </List.Item>
      )}
    />
  );
}

/** The message centre (spec 000 §1, §2.3): five counters as tabs, `?active=<kind>` picks one. */
export function MessagePage() {
  const env = useEnv();
  const counts = useMessageCounts();
  const params = useRouteQuery();
  const active = (KINDS as readonly string[]).includes(params.get('active') ?? '') ? (params.get('active') as keyof MessageCounts) : KINDS[0];
  return (
    <Card title={<Typography.Title level={5} style={{ margin: 0 }}>{env.t('message.title')}</Typography.Title>}>
      <Tabs
        data-testid="message-counts"
        activeKey={active}
        onChange={(kind) => env.navigate(`/message?active=${kind}`)}
        items={KINDS.map((kind) => ({
          key: kind,
          label: (
            <Space size={4} data-testid={`count-${kind}`}>
              {env.t(`message.${kind}`)}
              <Badge count={counts ? counts[kind] : 0} showZero overflowCount={999} color={kind === 'alarm' ? 'red' : 'blue'} />
            </Space>
          ),
          // The workflow counter's tab is the approval centre (issue 9), not a message list.
          children:
            kind === 'workflow' ? (
              <div data-testid="messages-workflow">
                <ApprovalCentre />
              </div>
            ) : (
              <MessageList kind={kind} />
            ),
        }))}
      />
    </Card>
  );
}
