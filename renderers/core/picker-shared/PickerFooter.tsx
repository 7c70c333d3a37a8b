import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useEnv } from '../../../registry';

interface PickerFooterProps {
  onCancel(): void;
  /** Without it only 取消 shows (a single chooser closes on the choice itself). */
  onOk?: () => void;
  /** Left of the buttons: a count, a hint. */
  extra?: ReactNode;
}

/** The dialog's own footer (the dialog stack draws none): 取消 and 确定, right-aligned. */
export function PickerFooter({ onCancel, onOk, extra }: PickerFooterProps) {
  const env = useEnv();
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 16 }}>
      <div>{extra}</div>
      <Space>
        <Button onClick={onCancel}>{env.t('pickers.cancel')}</Button>
        {onOk && (
          <Button type="primary" onClick={onOk}>
            {env.t('pickers.ok')}
          </Button>
        )}
      </Space>
    </div>
  );
}
