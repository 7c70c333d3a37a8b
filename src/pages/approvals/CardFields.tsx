import { Space, Typography } from 'antd';
import { useEnv } from '../../../registry';
import type { CardValue } from '../../../schemas/generated/workflow';

/** The fields a task card shows (the template's card_fields, as the server read and formatted them): label and value, '/' when empty. */
export function CardFields({ fields }: { fields: readonly CardValue[] }) {
  const env = useEnv();
  return (
    <Space wrap size="large" data-testid="task-fields">
      {fields.map((field) => (
        <span key={field.name} data-field={field.name}>
          {env.t('approvals.field', { label: field.label })}
          <Typography.Text strong>{field.value === '' ? '/' : field.value}</Typography.Text>
        </span>
      ))}
    </Space>
  );
}
