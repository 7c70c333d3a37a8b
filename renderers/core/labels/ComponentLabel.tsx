import { Button, Modal } from 'antd';
import { useState } from 'react';
import { pickLabel, RenderSchema } from '../../../registry';
import type { LabelArgs } from './label-column';

const DIALOG_WIDTH = 1200;

/**
 * The value as a link that opens the renderer labelConfig.component in a dialog, with labelConfig.props
 * as the rest of its schema and the row as `row`.
 */
export function ComponentLabel({ args, text }: { args: LabelArgs; text: string }) {
  const { column, row, env } = args;
  const [open, setOpen] = useState(false);
  const config = column.labelConfig ?? {};
  const title = config.title ?? pickLabel(env.language, column.label, column.labelEn);
  const schema = { ...(config.props ?? {}), type: config.component ?? '', row };
  return (
    <>
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        onClick={(event) => {
          event.stopPropagation(); // the click opens the dialog, it does not select the row
          setOpen(true);
        }}
      >
        {text}
      </Button>
      <Modal
        open={open}
        title={title}
        width={config.width ?? DIALOG_WIDTH}
        maskClosable={false}
        destroyOnHidden
        footer={null}
        onCancel={() => setOpen(false)}
      >
        {open ? <RenderSchema schema={schema} path={`/labels/${column.prop}`} /> : null}
      </Modal>
    </>
  );
}
