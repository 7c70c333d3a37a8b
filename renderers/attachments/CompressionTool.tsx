import { Checkbox, InputNumber, Space, Typography } from 'antd';
import { useEnv } from '../../registry';
import type { Compression } from '../core/file-shared/api';

export interface CompressionChoice extends Compression {
  on: boolean;
}

/** A setting of 1-100 as typed: whole numbers only, an empty box back to 50 (spec 001 §5). */
function setting(value: number | null): number {
  return value === null || !Number.isFinite(value) ? 50 : Math.min(100, Math.max(1, Math.round(value)));
}

/**
 * The compression tool of the upload dialog (spec 001 §5): whether PDFs are compressed once stored, and the
 * quality and size (1-100, 50 each) they are compressed to. Other files are stored as sent.
 */
export function CompressionTool({ value, onChange }: { value: CompressionChoice; onChange(next: CompressionChoice): void }) {
  const env = useEnv();
  return (
    <Space data-testid="compression-tool" wrap size={[12, 4]} style={{ marginBottom: 12 }}>
      <Checkbox data-testid="compress-on" checked={value.on} onChange={(e) => onChange({ ...value, on: e.target.checked })}>
        {env.t('files.compress.label')}
      </Checkbox>
      <Setting testId="compress-quality" label={env.t('files.compress.quality')} disabled={!value.on} value={value.quality} onChange={(quality) => onChange({ ...value, quality })} />
      <Setting testId="compress-size" label={env.t('files.compress.size')} disabled={!value.on} value={value.size} onChange={(size) => onChange({ ...value, size })} />
      <Typography.Text type="secondary">{env.t('files.compress.hint')}</Typography.Text>
    </Space>
  );
}

function Setting({ testId, label, disabled, value, onChange }: { testId: string; label: string; disabled: boolean; value: number; onChange(n: number): void }) {
  return (
    <Space size={4}>
      <span>{label}</span>
      <InputNumber data-testid={testId} size="small" min={1} max={100} precision={0} disabled={disabled} value={value} onChange={(n) => onChange(setting(n))} style={{ width: 72 }} />
    </Space>
  );
}
