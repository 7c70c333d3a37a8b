import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Select, Space } from 'antd';
import type { FilterCondition } from '../../fields';
import { useEnv } from '../../registry';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import { keyOf } from '../core/saved-view-conditions';
import { fieldLabel, SearchControl } from '../core/list-shared';
import { fieldsFor, hasValue, newRow, type ConditionRow } from './rows';

interface ConditionRowsProps {
  rows: readonly ConditionRow[];
  fields: readonly SearchFieldSchema[];
  /** Row id → message key, shown once the user tried to save. */
  errors: ReadonlyMap<number, string>;
  disabled: boolean;
  onChange(rows: ConditionRow[]): void;
}

/**
 * The key/value rows of a view (spec 001 screen 12, §5): a field chooser (fields used by other rows are not
 * offered) and the field type's filter control; changing the field of a row holding a value asks first;
 * removing a filled row asks 确认删除吗？; the last row cannot be removed.
 */
export function ConditionRows({ rows, fields, errors, disabled, onChange }: ConditionRowsProps) {
  const env = useEnv();
  const replace = (id: number, next: Partial<ConditionRow>) => onChange(rows.map((row) => (row.id === id ? { ...row, ...next } : row)));

  const chooseField = async (row: ConditionRow, key: string) => {
    if (key === row.key) return;
    if (hasValue(row.value) && !(await env.confirm({ content: env.t('views.confirmChangeField'), quiet: true }))) return;
    replace(row.id, { key, value: undefined });
  };
  const removeRow = async (row: ConditionRow) => {
    if (rows.length <= 1) return;
    if (hasValue(row.value) && !(await env.confirm({ content: env.t('views.confirmRemoveRow'), quiet: true }))) return;
    onChange(rows.filter((other) => other.id !== row.id));
  };

  return (
    <div data-testid="view-conditions">
      {rows.map((row, index) => {
        const field = fields.find((f) => keyOf(f) === row.key);
        const error = errors.get(row.id);
        const fieldLabelText = `${env.t('views.field')} ${index + 1}`;
        return (
          <Form.Item key={row.id} validateStatus={error ? 'error' : undefined} help={error ? env.t(error) : undefined} style={{ marginBottom: 8 }}>
            <Space.Compact style={{ width: '100%' }} data-testid={`view-row-${index + 1}`}>
              <Select<string>
                aria-label={fieldLabelText}
                placeholder={env.t('views.field')}
                style={{ width: 180 }}
                disabled={disabled}
                value={row.key}
                showSearch
                optionFilterProp="label"
                options={fieldsFor(rows, row, fields).map((f) => ({ value: keyOf(f), label: fieldLabel(f, env.language) }))}
                onChange={(key) => void chooseField(row, key)}
              />
              <div style={{ flex: 1, minWidth: 160 }}>
                {field ? (
                  <SearchControl field={field} value={row.value} onChange={(value: FilterCondition | undefined) => replace(row.id, { value })} />
                ) : null}
              </div>
              <Button
                aria-label={`${env.t('views.removeRow')} ${index + 1}`}
                icon={<DeleteOutlined />}
                disabled={disabled || rows.length <= 1}
                onClick={() => void removeRow(row)}
              />
            </Space.Compact>
          </Form.Item>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={disabled || rows.length >= fields.length}
        onClick={() => onChange([...rows, newRow()])}
      >
        {env.t('views.addRow')}
      </Button>
    </div>
  );
}
