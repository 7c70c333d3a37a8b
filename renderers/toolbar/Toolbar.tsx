import { EyeOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { pickLabel, useEnv, type RendererProps } from '../../registry';
import type { ToolbarButtonSchema, ToolbarSchema } from '../../schemas/generated/toolbar';
import { buttonState, ruledRows, useComponentDialog } from '../core/list-shared';
import { ACTIONS, type ActionContext } from '../core/list-shared/actions';
import { useExternalView } from '../core/external-view/use-external-view';
import { TableSettingsDrawer } from '../core/table-settings';
import { ButtonGroup } from './ButtonGroup';
import { ToolbarButton } from './ToolbarButton';
import { ViewFieldsPopover } from './ViewFieldsPopover';
import { useListControls } from '../core/list-context';
import { useMobile } from '../core/use-mobile';
import { ImportDialog } from '../core/list-shared/import/ImportDialog';

const DEFAULT_TOOLS: NonNullable<ToolbarSchema['tools']> = ['refresh', 'setting'];

export interface ToolbarProps extends RendererProps<ToolbarSchema> {
  /** Replaces the built-in export (core/list-shared/export-action.ts) where a page exports otherwise. */
  onExport?: ActionContext['onExport'];
}

/**
 * The list toolbar: left buttons (with the selection-bound solo and mult ones), centre tools, right
 * buttons. Each button runs its action type; a button the user may not press, or one its hideWhen rule
 * hides, is not there.
 */
export function Toolbar({ schema, onExport }: ToolbarProps) {
  const env = useEnv();
  const list = useListControls();
  const phone = useMobile();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const external = useExternalView();
  const [busy, setBusy] = useState<string | null>(null);
  const [importing, setImporting] = useState<{ target: { base: string; resource: string }; title: string } | null>(null);
  const selected = list.selectedRows ?? [];
  // Row (solo) buttons live in the table's 操作 column when the user's setting puts them on the right.
  const buttons = (schema.buttons ?? []).filter(
    (b) =>
      (b.position ?? 'left') !== 'none' &&
      !(b.position === 'solo' && list.settings?.button_inline_position === 'right') &&
      env.can(b.flag, list.pageId) &&
      !buttonState(b, ruledRows(b, selected), env.language, env.t).hidden,
  );

  const componentDialog = useComponentDialog(env, list.refresh);
  const run = async (button: ToolbarButtonSchema) => {
    setBusy(button.flag);
    try {
      await ACTIONS[button.func]({
        env,
        list,
        button,
        selected,
        openSettings: () => setSettingsOpen(true),
        openExternal: external.open,
        openComponent: componentDialog.open,
        openImport: (target) => setImporting({ target, title: pickLabel(env.language, button.name, button.nameEn) }),
        onExport,
      });
    } finally {
      setBusy(null);
    }
  };
  const renderButton = (button: ToolbarButtonSchema) => (
    <ToolbarButton key={button.flag} button={button} list={list} busy={busy === button.flag} onRun={(b) => void run(b)} />
  );
  // Buttons of one group (export ones under 数据导出 unless they name another) show as one dropdown, where the first of them
  // stands, whichever side the others are on: a selection's export (mult, left) joins the list's export (right).
  const groupOf = (button: ToolbarButtonSchema) => button.group ?? (button.func === 'export' ? env.t('listbar.toolbar.exportGroup') : undefined);
  const renderRegion = (region: readonly ToolbarButtonSchema[]) =>
    region.map((button) => {
      const group = groupOf(button);
      if (group === undefined) return renderButton(button);
      if (buttons.find((b) => groupOf(b) === group) !== button) return null;
      const all = buttons.filter((b) => groupOf(b) === group);
      // A member marked isGroupTitle (spec 001 §3) titles the dropdown with its name and is not one of its items.
      const titled = all.find((b) => b.isGroupTitle);
      const members = titled ? all.filter((b) => b !== titled) : all;
      return (
        <ButtonGroup
          key={`group:${group}`}
          title={titled ? pickLabel(env.language, titled.name, titled.nameEn) : group}
          buttons={members}
          list={list}
          busy={members.some((b) => b.flag === busy)}
          onRun={(b) => void run(b)}
        />
      );
    });
  const tool = (name: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip key={name} title={env.t(name)}>
      <Button aria-label={env.t(name)} icon={icon} onClick={onClick} />
    </Tooltip>
  );
  const tools = (schema.tools ?? DEFAULT_TOOLS).map((name) => {
    switch (name) {
      case 'refresh':
        return tool('list.refresh', <ReloadOutlined />, list.refresh);
      case 'setting':
        // Settings are stored per page: without a page id there is nothing to set (spec 001 §6).
        return list.pageId ? tool('listbar.toolbar.setting', <SettingOutlined />, () => setSettingsOpen(true)) : null;
      case 'viewFields':
        return (
          <ViewFieldsPopover key={name} list={list}>
            <Button aria-label={env.t('listbar.toolbar.viewFields')} icon={<EyeOutlined />} />
          </ViewFieldsPopover>
        );
    }
  });
  const left = buttons.filter((b) => (b.position ?? 'left') !== 'right');
  const right = buttons.filter((b) => b.position === 'right');
  return (
    <div
      data-testid="toolbar"
      role="toolbar"
      aria-label={env.t('listbar.toolbar.label')}
      style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8, flexWrap: 'wrap' }}
    >
      {/* On a phone the left buttons take a row of their own and wrap there (beside the tools they were squeezed to one
          a line), the tools at its end: on a row of their own beside the right buttons they cost the list a row. */}
      <Space wrap data-testid="toolbar-left" style={{ flex: phone ? '1 1 100%' : 1 }}>
        {renderRegion(left)}
        {phone && <Space data-testid="toolbar-tools">{tools}</Space>}
      </Space>
      {!phone && <Space data-testid="toolbar-tools">{tools}</Space>}
      <Space wrap data-testid="toolbar-right">
        {renderRegion(right)}
      </Space>
      <TableSettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      {external.dialog}
      {componentDialog.dialog}
      {importing ? (
        <ImportDialog
          env={env}
          target={importing.target}
          permsId={list.pageId}
          title={importing.title}
          onClose={(imported) => {
            setImporting(null);
            if (imported) list.refresh();
          }}
        />
      ) : null}
    </div>
  );
}

export default Toolbar;
