import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useEnv } from '../../registry';
import { badgeKey, defaultBlocked, titleButtons } from '../core/saved-view-state';
import type { ListViews } from '../core/saved-view-types';
import { labelsOf } from './labels';

/**
 * The filter-view title bar (spec 001 screen 13): the view's name, the badge 已编辑 / 待另存, save, save as,
 * reset view, reset fields, set as default, and the tip: the condition fields saved this time and those that
 * cannot be saved.
 */
export function TitleBar({ views, onSaveAs }: { views: ListViews; onSaveAs(): void }) {
  const env = useEnv();
  const badge = badgeKey(views.status);
  const buttons = titleButtons(views.status, views.current !== null);
  const saved = labelsOf(views.savable.saved, views.fields, env.language);
  const unsaved = labelsOf([...views.unparsable, ...views.savable.unsaved], views.fields, env.language);
  const isDefault = views.current !== null && views.current.id === views.defaultId;
  const blocked = defaultBlocked(views.status);
  return (
    <Space wrap data-testid="view-title-bar" size={[8, 4]}>
      <Typography.Text strong data-testid="view-title">
        {views.current?.name ?? env.t('views.all')}
      </Typography.Text>
      {badge && (
        <Tag color={views.status === 'edited' ? 'orange' : 'blue'} data-testid="view-badge">
          {env.t(badge)}
        </Tag>
      )}
      {buttons.includes('save') && (
        <Button size="small" type="primary" disabled={views.busy} onClick={() => void views.save()}>
          {env.t('views.save')}
        </Button>
      )}
      {buttons.includes('saveAs') && (
        <Button size="small" disabled={views.busy} onClick={onSaveAs}>
          {env.t('views.saveAs')}
        </Button>
      )}
      {buttons.includes('resetView') && (
        <Button size="small" onClick={views.resetView}>
          {env.t('views.resetView')}
        </Button>
      )}
      {buttons.includes('resetFields') && (
        <Button size="small" onClick={() => void views.resetFields()}>
          {env.t('views.resetFields')}
        </Button>
      )}
      {buttons.includes('setDefault') && views.current && (
        <Tooltip title={blocked ? env.t('views.saveFirst') : undefined}>
          {/* A disabled button gets no pointer events: the wrapper carries the tip. */}
          <span data-testid={blocked ? 'view-default-blocked' : undefined} style={{ display: 'inline-block' }}>
            <Button size="small" disabled={blocked || views.busy} onClick={() => void views.setDefault(views.current!.id, !isDefault)}>
              {env.t(isDefault ? 'views.unsetDefault' : 'views.setDefault')}
            </Button>
          </span>
        </Tooltip>
      )}
      {views.status !== 'clean' && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="view-tip-saved">
          {saved.length > 0 ? env.t('views.tipSaved', { fields: saved.join('、') }) : env.t('views.tipNothing')}
        </Typography.Text>
      )}
      {unsaved.length > 0 && (
        <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="view-tip-unsaved">
          {env.t('views.tipUnsaved', { fields: unsaved.join('、') })}
        </Typography.Text>
      )}
      {views.versionChanged && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {env.t('views.versionChanged')}
        </Typography.Text>
      )}
    </Space>
  );
}
