import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { pickLabel, useEnv, type RendererProps } from '../../registry';
import type { ExternalViewSchema } from '../../schemas/generated/external-view';
import { ExternalViewDialog } from '../core/external-view/ExternalViewDialog';

/** The external-view renderer: a button that opens its view by URL in the dialog, on demand. */
export function ExternalView({ schema }: RendererProps<ExternalViewSchema>) {
  const env = useEnv();
  const [open, setOpen] = useState(false);
  const text = pickLabel(env.language, schema.text, schema.textEn);
  const title = schema.title ? pickLabel(env.language, schema.title, schema.titleEn) : text;
  return (
    <>
      <Button icon={<ExportOutlined />} onClick={() => setOpen(true)}>
        {text}
      </Button>
      {open ? (
        <ExternalViewDialog open url={schema.url} title={title} fullScreen={schema.fullScreen ?? true} width={schema.width} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

export default ExternalView;
