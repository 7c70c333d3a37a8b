import { Badge, Button, List, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEnv } from '../../../registry';
import { relativeTime, safeUrl } from '../../../rules';
import type { MessageCounts, MessageIndexAnswer, MessageItem, MessageKind, MessageOpenAnswer } from '../../../schemas/generated/message';
import { downloadJobFile } from '../../shell/job-notices';

/** A message whose link is a finished job's file (server/plugins/jobs.ts). */
const JOB_DOWNLOAD_PREFIX = '/api/base/job/download?';

export const MESSAGE_INDEX_URL = '/api/access/message/index';
export const MESSAGE_OPEN_URL = '/api/access/message/open';
export const MESSAGE_READ_URL = '/api/access/message/read';
export const MESSAGE_PAGE_SIZE = 10;

/** Server times are UTC `YYYY-MM-DD HH:mm:ss`. */
function utc(stamp: string): string {
  return `${stamp.replace(' ', 'T')}Z`;
}

interface Props {
  kind: MessageKind;
  /** The kind's badge: when it changes (a message arrived or was read elsewhere) the list is read again. */
  badge: number | undefined;
  /** The caller's counters as the server answered them after a read or an open. */
  onCounts(counts: MessageCounts): void;
}

/**
 * One kind's messages, unread first: each shows what happened and when; its card (or title) opens what it is about
 * (message/open marks it read, then the app goes to the message's address), 标为已读 and 全部标为已读 read
 * without leaving.
 */
export function MessageList({ kind, badge, onCounts }: Props) {
  const env = useEnv();
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<MessageIndexAnswer | null>(null);
  const load = useCallback(
    () => env.request<MessageIndexAnswer>(MESSAGE_INDEX_URL, { query: { kind, page, limit: MESSAGE_PAGE_SIZE } }).then(setAnswer, () => setAnswer({ data: [], total: 0, unread: 0 })),
    [env, kind, page],
  );
  useEffect(() => {
    void load();
  }, [load]);
  // A badge that moves from one number to another (a message arrived, or was read in another tab) reloads.
  const shown = useRef(badge);
  useEffect(() => {
    if (shown.current !== undefined && badge !== undefined && badge !== shown.current) void load();
    if (badge !== undefined) shown.current = badge;
  }, [badge, load]);
  /** New counters: a changed badge reloads the list (the effect above); an unchanged one needs it here. */
  const counted = async (counts: MessageCounts) => {
    onCounts(counts);
    if (counts[kind] === badge) await load();
  };
  const read = async (ids: number[]) => counted(await env.request<MessageCounts>(MESSAGE_READ_URL, { method: 'POST', body: { ids } }));
  const open = async (message: MessageItem) => {
    let opened: MessageOpenAnswer;
    try {
      opened = await env.request<MessageOpenAnswer>(MESSAGE_OPEN_URL, { method: 'POST', body: { id: message.id } });
    } catch {
      // The request layer showed why (a message gone or not the caller's); the list shows what is left.
      return void load();
    }
    const target = safeUrl(opened.message.link, 'site');
    if (target?.startsWith(JOB_DOWNLOAD_PREFIX)) {
      // A finished export's message opens its file (it needs the session, so it comes as a Blob).
      await counted(opened.counts);
      await downloadJobFile(env, target, message.title).catch(() => env.notify.error(env.t('jobs.downloadFailed')));
    } else if (target) {
      onCounts(opened.counts);
      env.navigate(target);
    } else await counted(opened.counts);
  };
  const unread = answer?.data.filter((m) => m.status === 0).map((m) => m.id) ?? [];
  return (
    <List<MessageItem>
      data-testid={`messages-${kind}`}
      loading={!answer}
      dataSource={answer?.data ?? []}
      rowKey="id"
      locale={{ emptyText: env.t('list.noData') }}
      header={
        <Button size="small" disabled={unread.length === 0} onClick={() => void read(unread)} data-testid="read-all">
          {env.t('message.readAll')}
        </Button>
      }
      pagination={answer && answer.total > MESSAGE_PAGE_SIZE ? { current: page, pageSize: MESSAGE_PAGE_SIZE, total: answer.total, onChange: setPage, size: 'small' } : false}
      renderItem={(m) => {
        const link = safeUrl(m.link, 'site');
        return (
          <List.Item
            data-testid={`message-${m.id}`}
            // The whole card opens the message, as its title does (the title stays the keyboard's way in);
            // 标为已读 and the title's own click are heard by themselves.
            onClick={
              link
                ? (event) => {
                    if (!(event.target as HTMLElement).closest('a, button')) void open(m);
                  }
                : undefined
            }
            style={link ? { cursor: 'pointer' } : undefined}
            actions={m.status === 0 ? [<Button key="read" type="link" size="small" onClick={() => void read([m.id])}>{env.t('message.markRead')}</Button>] : []}
          >
            <List.Item.Meta
              title={
                <Space>
                  {m.status === 0 ? <Badge status="processing" aria-label={env.t('message.unread')} /> : null}
                  <Typography.Link
                    href={link ?? undefined}
                    strong={m.status === 0}
                    onClick={(event) => {
                      event.preventDefault();
                      void open(m);
                    }}
                  >
                    {m.title}
                  </Typography.Link>
                </Space>
              }
              description={
                <Space direction="vertical" size={4}>
                  {m.content ? <Typography.Text type="secondary">{m.content}</Typography.Text> : null}
                  <Tag bordered={false}>{relativeTime(utc(m.created_at), { lang: env.language })}</Tag>
                </Space>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
