import { Tabs } from 'antd';
import { useState } from 'react';
import { useEnv } from '../../../registry';
import type { TaskTab } from './task-status';
import { TaskList } from './TaskList';

/**
 * The approval centre (issue 9): tabs 已审批 and 待审批 of the caller's tasks. Spec 000 §4: "the default
 * tab is the second one, pending", so pending is second and open first. Inactive tabs are not mounted,
 * so switching reloads the tab's list.
 */
export function ApprovalCentre() {
  const env = useEnv();
  const [tab, setTab] = useState<TaskTab>('pending');
  const tabs: TaskTab[] = ['approved', 'pending'];
  return (
    <Tabs
      data-testid="approval-centre"
      activeKey={tab}
      onChange={(key) => setTab(key as TaskTab)}
      destroyOnHidden
      items={tabs.map((key) => ({ key, label: env.t(`approvals.tabs.${key}`), children: <TaskList tab={key} /> }))}
    />
  );
}
