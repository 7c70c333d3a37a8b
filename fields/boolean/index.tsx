import { SwitchControl } from '../shared/controls';
import { Select } from 'antd';
import { useEnv } from '../../registry';
import { textCell } from '../shared/text-cell';
import { isEmpty, type FieldTypeDefinition } from '../types';

const LABELS = { zh: ['否', '是'], en: ['No', 'Yes'] } as const;

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

const format: FieldTypeDefinition['format'] = (value, _options, language) => (isEmpty(value) ? '' : LABELS[language][truthy(value) ? 1 : 0]);

/** Yes or no, stored as 1 / 0. */
export const booleanField: FieldTypeDefinition<'boolean'> = {
  type: 'boolean',
  storage: 'boolean',
  align: 'center',
  format,
  Cell: textCell(format),
  Filter: function BooleanFilter({ value, onChange, label }) {
    const env = useEnv();
    return (
      <Select<number>
        aria-label={label}
        allowClear
        placeholder={label}
        style={{ width: '100%' }}
        value={value === undefined ? undefined : truthy(value) ? 1 : 0}
        options={[1, 0].map((v) => ({ value: v, label: LABELS[env.language][v] }))}
        onChange={(v) => onChange(v === undefined ? undefined : v)}
      />
    );
  },
  Control: SwitchControl,
};
