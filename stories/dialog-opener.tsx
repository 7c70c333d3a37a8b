import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useDialogs, type DialogRequest } from '../registry';

/**
 * Opens a renderer in a dialog of the dialog stack, as a form control does, and shows what it closed with
 * (JSON; `dismissed` when it closed with nothing). Stories of dialog renderers start from it; tests read the result.
 */
export function DialogOpener({ request, openText = '打开' }: { request: DialogRequest; openText?: string }) {
  const dialogs = useDialogs();
  const [result, setResult] = useState('none');
  return (
    <div>
      <Button type="primary" onClick={() => void dialogs.open(request).then((value) => setResult(value === undefined ? 'dismissed' : JSON.stringify(value)))}>
        {openText}
      </Button>
      <Typography.Paragraph style={{ marginTop: 12 }}>
        result: <code data-testid="result">{result}</code>
      </Typography.Paragraph>
    </div>
  );
}
