import { DeleteOutlined, DownOutlined, EditOutlined, PlusOutlined, SettingOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Divider, Popover, Space, Tooltip, Typography } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useEnv } from '../../registry';
import type { SavedView } from '../../schemas/generated/saved-view';
import { canEditView, defaultBlocked } from '../core/saved-view-state';
import type { ListViews } from '../core/saved-view-types';

interface ViewMenuProps {
  views: ListViews;
  onEdit(id: number): void;
  onCreate(): void;
  onSettings(): void;
}

/**
 * The view menu button (spec 001 screen 12): 全部 and the views grouped 个人视图 / 共享视图, the default
 * starred; each applies on click and offers edit, delete and 设为默认 / 取消默认 (disabled while edited:
 * 保存后才能操作该选项); then 新建视图 and 视图设置. Plain buttons: the keyboard reaches everything.
 */
export function ViewMenu({ views, onEdit, onCreate, onSettings }: ViewMenuProps) {
  const env = useEnv();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Escape closes the menu and gives the focus back to its button, as a menu does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  };
  const blocked = defaultBlocked(views.status);
  const close = (then: () => void) => () => {
    setOpen(false);
    then();
  };

  const item = (view: SavedView) => {
    const editable = canEditView(view, views.canShare);
    const isDefault = view.id === views.defaultId;
    const defaultLabel = env.t(isDefault ? 'views.unsetDefault' : 'views.setDefault');
    return (
      <li key={view.id} data-testid={`view-item-${view.id}`} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Button
          type={view.id === views.current?.id ? 'link' : 'text'}
          size="small"
          style={{ flex: 1, textAlign: 'left' }}
          onClick={close(() => void views.apply(view.id))}
        >
          {view.name}
          {isDefault && <StarFilled aria-label={env.t('views.isDefault')} style={{ color: '#faad14', marginLeft: 4 }} />}
        </Button>
        <Tooltip title={blocked ? env.t('views.saveFirst') : undefined}>
          <span style={{ display: 'inline-block' }}>
            <Button
              size="small"
              type="text"
              aria-label={`${defaultLabel} ${view.name}`}
              disabled={blocked || views.busy}
              icon={isDefault ? <StarFilled /> : <StarOutlined />}
              onClick={() => void views.setDefault(view.id, !isDefault)}
            />
          </span>
        </Tooltip>
        {editable && (
          <Button size="small" type="text" aria-label={`${env.t('views.edit')} ${view.name}`} icon={<EditOutlined />} onClick={close(() => onEdit(view.id))} />
        )}
        {editable && (
          <Button
            size="small"
            type="text"
            danger
            aria-label={`${env.t('views.remove')} ${view.name}`}
            icon={<DeleteOutlined />}
            disabled={views.busy}
            onClick={() => void views.remove(view.id)}
          />
        )}
      </li>
    );
  };

  const group = (type: 1 | 2, titleKey: string) => {
    const items = views.items.filter((view) => view.type === type);
    if (items.length === 0) return null;
    return (
      <div role="group" aria-label={env.t(titleKey)}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {env.t(titleKey)}
        </Typography.Text>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{items.map(item)}</ul>
      </div>
    );
  };

  const content = (
    <div data-testid="view-menu" style={{ width: 280, maxHeight: 420, overflow: 'auto' }} onKeyDown={onKeyDown}>
      {/* Focus moves into the menu when it opens, so the keyboard can walk it. */}
      <Button autoFocus type={views.current === null ? 'link' : 'text'} size="small" block style={{ textAlign: 'left' }} onClick={close(() => void views.apply(null))}>
        {env.t('views.all')}
      </Button>
      {group(1, 'views.personal')}
      {group(2, 'views.shared')}
      {views.items.length === 0 && <Typography.Text type="secondary">{env.t('views.noViews')}</Typography.Text>}
      <Divider style={{ margin: '8px 0' }} />
      <Space>
        <Button size="small" icon={<PlusOutlined />} onClick={close(onCreate)}>
          {env.t('views.create')}
        </Button>
        <Button size="small" icon={<SettingOutlined />} onClick={close(onSettings)}>
          {env.t('views.settings')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomLeft" content={content}>
      <Button ref={trigger} aria-haspopup="true" aria-expanded={open} data-testid="view-menu-button">
        {views.current?.name ?? env.t('views.menu')} <DownOutlined />
      </Button>
    </Popover>
  );
}
