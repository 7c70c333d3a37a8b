import { Button, Card, Result, Typography } from 'antd';
import { lazy, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useEnv } from '../../registry';
import { useShell } from '../shell/shell-context';
import { useMessageCounts } from '../shell/use-message-counts';
import { menuRoutes } from '../router/menu-routes';
import type { PermNode } from '../session/types';
import { ApprovalCentre } from './approvals/ApprovalCentre';
import { formMenuFor } from '../../rules/menu-kind';

const MenuPage = lazy(() => import('./MenuPage').then((m) => ({ default: m.MenuPage })));

/** Where "back" from the approval centre goes (spec 000 §2.3). */
export const APPROVAL_BACK_URL = '/message?active=workflow';

/**
 * /approve and /mobileApproveList (spec 000 §2.2, §2.3): the approval centre, with back to the message
 * centre's workflow tab. A document's link (`/approve?data_id=..&workflow_label=..&workflow_tpl_id=..`)
 * opens the label's declared form on that document instead, read-only with the approval panel.
 */
export function ApprovalListPage() {
  const env = useEnv();
  const query = env.routeQuery?.() ?? new URLSearchParams(window.location.search);
  const label = query.get('data_id') !== null ? query.get('workflow_label') : null;
  if (label) return <ApprovalDocument label={label} />;
  return (
    <Card
      title={<Typography.Title level={5} style={{ margin: 0 }}>{env.t('approvals.title')}</Typography.Title>}
      extra={<Button onClick={() => env.navigate(APPROVAL_BACK_URL)}>{env.t('approvals.back')}</Button>}
    >
      <LiveApprovalCentre />
    </Card>
  );
}

/** The centre with the counters the realtime socket keeps current, so its open list follows them. */
function LiveApprovalCentre() {
  return <ApprovalCentre counts={useMessageCounts()} />;
}

/** A document's approval link: the label's form menu from the session's perms, or a warning when none. */
function ApprovalDocument({ label }: { label: string }) {
  const env = useEnv();
  const { store } = useShell();
  const session = useSnapshot(store);
  const perms = session.perms as readonly PermNode[];
  const formMenu = useMemo(() => formMenuFor(menuRoutes(perms).map((r) => r.menu), label), [perms, label]);
  if (formMenu) return <MenuPage menu={formMenu} />;
  return (
    <Result
      data-testid="approve-no-form"
      status="warning"
      title={env.t('approvals.noForm')}
      extra={<Button onClick={() => env.navigate(APPROVAL_BACK_URL)}>{env.t('approvals.back')}</Button>}
    />
  );
}
