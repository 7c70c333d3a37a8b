import { SwitchControl } from '../shared/controls';
import { Select } from 'antd';
import { useEnv } from '../../registry';
import { BOOLEAN_LABELS as LABELS, isTruthy as truthy } from '../../codecs';
import { textCell } from '../shared/text-cell';
import { fieldOf } from '../types';

/** Yes or no, stored as 1 / 0. */
export const booleanField = fieldOf('boolean', {
  Cell: textCell('boolean'),
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
});
