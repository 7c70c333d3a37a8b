import { Tabs } from 'antd';
import { useState } from 'react';
import { useEnv } from '../../../registry';
import type { MessageCounts } from '../../../schemas/generated/message-counts';
import type { TaskTab } from './task-status';
import { TaskList } from './TaskList';

/**
 * The counters whose change may change a tab's list: 待审批 is the workflow counter itself; 已审批 gains an
 * entry when the caller decides a task elsewhere (workflow drops) or is copied on one (通知 rises).
 */
const TAB_COUNTERS: Record<TaskTab, readonly (keyof MessageCounts)[]> = { pending: ['workflow'], approved: ['workflow', 'notice'] };

/** The tab's counters as one value that changes when any of them does; undefined until they are known. */
function badgeOf(counts: Readonly<MessageCounts> | null | undefined, tab: TaskTab): string | undefined {
  return counts ? TAB_COUNTERS[tab].map((kind) => counts[kind]).join(',') : undefined;
}

/**
 * The approval centre (issue 9): tabs 已审批 and 待审批 of the caller's tasks. Spec 000 §4: "the default
 * tab is the second one, pending", so pending is second and open first. Inactive tabs are not mounted,
 * so switching reloads the tab's list. `counts`: the message-centre counters as the realtime socket keeps
 * them; the open tab reloads its page when its counters change (issue 20).
 */
export function ApprovalCentre({ counts }: { counts?: Readonly<MessageCounts> | null }) {
  const env = useEnv();
  const [tab, setTab] = useState<TaskTab>('pending');
  const tabs: TaskTab[] = ['approved', 'pending'];
  return (
    <Tabs
      data-testid="approval-centre"
      activeKey={tab}
      onChange={(key) => setTab(key as TaskTab)}
      destroyOnHidden
      items={tabs.map((key) => ({ key, label: env.t(`approvals.tabs.${key}`), children: <TaskList tab={key} badge={badgeOf(counts, key)} /> }))}
    />
  );
}
