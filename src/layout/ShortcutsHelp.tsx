import { Modal, Table } from 'antd';
import { Fragment } from 'react';
import { useEnv } from '../../registry';
import { SHELL_SHORTCUTS } from './shell-shortcuts';

/** A sequence of keys as typed: `g` then `m`. */
export function KeysText({ keys }: { keys: readonly string[] }) {
  const env = useEnv();
  return (
    <span className="hkwl-keys">
      {keys.map((key, i) => (
        <Fragment key={`${i}:${key}`}>
          {i > 0 && ` ${env.t('shortcuts.then')} `}
          <kbd>{key}</kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** The shell's help on its keyboard shortcuts (`?`, or the header's keyboard button). */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  const env = useEnv();
  const rows = [
    ...SHELL_SHORTCUTS.map((s) => ({ key: s.action, keys: s.keys, does: env.t(`shortcuts.actions.${s.action}`) })),
    { key: 'escape', keys: ['Esc'], does: env.t('shortcuts.escape') },
  ];
  return (
    <Modal open={open} title={env.t('shortcuts.help')} footer={null} onCancel={onClose}>
      <Table
        data-testid="shortcuts-help"
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          { key: 'keys', title: env.t('shortcuts.keys'), width: 160, render: (_, row) => <KeysText keys={row.keys} /> },
          { key: 'does', title: env.t('shortcuts.does'), dataIndex: 'does' },
        ]}
      />
    </Modal>
  );
}
