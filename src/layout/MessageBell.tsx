import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { InAppLink, useEnv } from '../../registry';
import { useMessageCounts } from '../shell/use-message-counts';
import type { MessageCounts } from '../session/types';

/** What the bell counts: the approvals waiting for the user, and the unread messages of the other kinds. */
export function bellCounts(counts: Readonly<MessageCounts> | null): { pending: number; unread: number } {
  if (!counts) return { pending: 0, unread: 0 };
  return { pending: counts.workflow, unread: counts.inhand + counts.notice + counts.alarm + counts.flow_back };
}

/**
 * The header's way back to the message centre (issue 41 item 9), on every page: a bell with the count of what
 * waits there, read from the same counters as the centre's tabs (useMessageCounts: fetched once, then kept
 * current by the realtime socket). A link: it opens in a new tab too.
 */
export function MessageBell() {
  const env = useEnv();
  const { pending, unread } = bellCounts(useMessageCounts());
  const label = env.t('app.messages', { pending, unread });
  return (
    <InAppLink env={env} to="/message" testId="message-bell" className="hkwl-message-bell" label={label}>
      <Badge count={pending + unread} overflowCount={99} size="small" data-testid="message-bell-count">
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </InAppLink>
  );
}
