import { Modal } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_DIALOG_WIDTH, DialogHostProvider, pickLabel, RenderSchema, type RendererEnv } from '../../../registry';
import type { ToolbarButtonSchema } from '../../../schemas/generated/toolbar';
import type { Row } from '../list-context';

/** Spec 001 screen 21: the generic dialog is 1200 px wide unless the button says otherwise. */
export const COMPONENT_DIALOG_WIDTH = DEFAULT_DIALOG_WIDTH;

interface Opened {
  button: ToolbarButtonSchema;
  rows: readonly Row[];
}

/**
 * The dialog of `component` buttons (spec 001 screen 21): the renderer config.component with config.props,
 * the selected rows as `rows` (and `row` when one); not closed by the backdrop; 确定 closes and reloads the
 * list (the dialog may have changed rows), 取消 closes. A renderer with its own buttons (`ownFooter`, a form)
 * closes the dialog through the dialog host.
 */
export function useComponentDialog(env: RendererEnv, onDone: () => void): { open(button: ToolbarButtonSchema, rows: readonly Row[]): void; dialog: ReactNode } {
  const [opened, setOpened] = useState<Opened | null>(null);
  const open = useCallback((button: ToolbarButtonSchema, rows: readonly Row[]) => setOpened({ button, rows }), []);
  // The hosted renderer closes the dialog itself (a form after saving, or on 返回).
  const host = useMemo(
    () => ({
      close: (result?: unknown) => {
        setOpened(null);
        if (result) onDone();
      },
    }),
    [onDone],
  );
  const config = opened?.button.config;
  const schema = opened
    ? { ...(config?.props ?? {}), type: config?.component ?? '', rows: opened.rows, ...(opened.rows.length === 1 ? { row: opened.rows[0] } : {}) }
    : null;
  const dialog = (
    <Modal
      open={opened !== null}
      title={config?.title ?? (opened ? pickLabel(env.language, opened.button.name, opened.button.nameEn) : '')}
      width={config?.width ?? COMPONENT_DIALOG_WIDTH}
      maskClosable={false}
      destroyOnHidden
      okText={env.t('listbar.dialog.ok')}
      cancelText={env.t('listbar.dialog.cancel')}
      onOk={() => {
        setOpened(null);
        onDone();
      }}
      onCancel={() => setOpened(null)}
      footer={config?.ownFooter ? null : undefined}
    >
      <DialogHostProvider value={host}>{schema ? <RenderSchema schema={schema} path={`/buttons/${opened!.button.flag}`} /> : null}</DialogHostProvider>
    </Modal>
  );
  return { open, dialog };
}
