import { Badge, Card, Space, Tabs, Typography } from 'antd';
import { useEnv } from '../../registry';
import constants from '../../schemas/constants.json';
import { useShell } from '../shell/shell-context';
import { useMessageCounts } from '../shell/use-message-counts';
import { useRouteQuery } from '../router/use-route-query';
import { applyCounts } from '../session/store';
import type { MessageCounts } from '../session/types';
import { ApprovalCentre } from './approvals/ApprovalCentre';
import { MessageList } from './messages/MessageList';

const KINDS = constants.messageKinds as readonly (keyof MessageCounts)[];

/** The message centre (spec 000 §1, §2.3): five counters as tabs, `?active=<kind>` picks one. */
export function MessagePage() {
  const env = useEnv();
  const { store } = useShell();
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
          // The workflow counter's tab is the approval centre (issue 9), not a message list; its badge is that list's total.
          children:
            kind === 'workflow' ? (
              <div data-testid="messages-workflow">
                <ApprovalCentre counts={counts} />
              </div>
            ) : (
              <MessageList kind={kind} badge={counts?.[kind]} onCounts={(next) => applyCounts(store, next)} />
            ),
        }))}
      />
    </Card>
  );
}
