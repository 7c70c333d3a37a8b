import { PlusOutlined, StarFilled } from '@ant-design/icons';
import { Button, Drawer, Empty, Menu } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useEnv } from '../../registry';
import type { SavedView } from '../../schemas/generated/saved-view';
import { canEditView, neighbourAfterDelete } from '../core/saved-view-state';
import type { ListViews, ViewDraft } from '../core/saved-view-types';
import { formStart, ViewForm, type ViewFormStart } from './ViewForm';

/** The drawer's width: at most 1000 px (spec 001 screen 12), never wider than the window. */
export const DRAWER_MAX_WIDTH = 1000;

/** What the drawer shows on the right: a view, a new view (with its starting values), or nothing. */
export type DrawerTarget = { kind: 'view'; id: number } | { kind: 'new'; start: Partial<ViewFormStart> } | null;

interface ViewDrawerProps {
  views: ListViews;
  open: boolean;
  target: DrawerTarget;
  onTarget(target: DrawerTarget): void;
  onClose(): void;
}

/**
 * The view settings drawer (spec 001 screen 12): the views on the left, the chosen one's edit form on the
 * right. Leaving a form with unsaved edits asks first (switching: 当前编辑未保存，是否确认切换视图？; closing:
 * 配置还未保存，是否关闭编辑窗口？); saving over a view asks 确定覆盖视图吗？.
 */
export function ViewDrawer({ views, open, target, onTarget, onClose }: ViewDrawerProps) {
  const env = useEnv();
  const dirty = useRef(false);
  const [formKey, setFormKey] = useState(0);
  const onDirtyChange = useCallback((value: boolean) => void (dirty.current = value), []);
  const leave = async (key: 'views.confirmSwitch' | 'views.confirmClose') => !dirty.current || (await env.confirm({ content: env.t(key), quiet: true }));

  const choose = async (next: DrawerTarget) => {
    if (!(await leave('views.confirmSwitch'))) return;
    dirty.current = false;
    setFormKey((k) => k + 1);
    onTarget(next);
  };
  const close = async () => {
    if (!(await leave('views.confirmClose'))) return;
    dirty.current = false;
    onClose();
  };

  const view: SavedView | null = target?.kind === 'view' ? (views.items.find((item) => item.id === target.id) ?? null) : null;
  const save = async (draft: ViewDraft, apply: boolean) => {
    if (view && !(await env.confirm({ title: env.t('views.confirmOverwriteTitle'), content: env.t('views.confirmOverwrite'), quiet: true }))) return false;
    const saved = view ? await views.update(view.id, draft, apply) : await views.create(draft, apply);
    if (!saved) return false;
    dirty.current = false;
    setFormKey((k) => k + 1);
    onTarget({ kind: 'view', id: saved.id });
    return true;
  };
  const remove = async () => {
    if (!view) return;
    const next = neighbourAfterDelete(views.items, view.id);
    if (!(await views.remove(view.id))) return;
    dirty.current = false;
    setFormKey((k) => k + 1);
    onTarget(next === null ? null : { kind: 'view', id: next });
  };
  const apply = async () => {
    if (view && (await views.apply(view.id))) void close();
  };

  const label = (item: SavedView) => (
    <span>
      {item.name}
      {item.id === views.defaultId && <StarFilled aria-label={env.t('views.isDefault')} style={{ color: '#faad14', marginLeft: 4 }} />}
    </span>
  );
  const group = (type: 1 | 2, key: string) => {
    const items = views.items.filter((item) => item.type === type);
    return items.length === 0 ? [] : [{ type: 'group' as const, key, label: env.t(key), children: items.map((item) => ({ key: String(item.id), label: label(item) })) }];
  };
  const showForm = target?.kind === 'new' || view !== null;
  const width = Math.min(DRAWER_MAX_WIDTH, typeof window === 'undefined' ? DRAWER_MAX_WIDTH : window.innerWidth);

  return (
    <Drawer open={open} title={env.t('views.settings')} width={width} onClose={() => void close()} destroyOnHidden styles={{ body: { display: 'flex', gap: 16, padding: 0 } }}>
      <div style={{ width: 220, borderRight: '1px solid #f0f0f0', overflow: 'auto' }} data-testid="view-drawer-menu">
        <div style={{ padding: 8 }}>
          <Button block icon={<PlusOutlined />} onClick={() => void choose({ kind: 'new', start: {} })}>
            {env.t('views.create')}
          </Button>
        </div>
        <Menu
          mode="inline"
          selectedKeys={target?.kind === 'view' ? [String(target.id)] : []}
          items={[...group(1, 'views.personal'), ...group(2, 'views.shared')]}
          onClick={({ key }) => void choose({ kind: 'view', id: Number(key) })}
        />
      </div>
      <div style={{ flex: 1, padding: 16, overflow: 'auto' }}>
        {showForm ? (
          <ViewForm
            key={`${formKey}-${target?.kind === 'view' ? target.id : 'new'}`}
            view={view}
            start={formStart(view, views.fields, view !== null && view.id === views.defaultId, target?.kind === 'new' ? target.start : undefined)}
            fields={views.fields}
            canShare={views.canShare}
            editable={view === null || canEditView(view, views.canShare)}
            busy={views.busy}
            onSave={save}
            onApply={() => void apply()}
            onDelete={() => void remove()}
            onDirtyChange={onDirtyChange}
          />
        ) : (
          <Empty description={env.t('views.noViews')} />
        )}
      </div>
    </Drawer>
  );
}
