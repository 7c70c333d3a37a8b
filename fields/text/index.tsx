import { TextControl } from '../shared/controls';
import { Input } from 'antd';
import { textCell } from '../shared/text-cell';
import { fieldOf } from '../types';

/** Free text. Filters by "contains" (keywords trimmed; the server takes the user's % and _ literally). */
export const textField = fieldOf('text', {
  Cell: textCell('text'),
  Filter: ({ value, onChange, label }) => (
    <Input
      aria-label={label}
      placeholder={label}
      allowClear
      maxLength={50}
      value={Array.isArray(value) ? String(value[1] ?? '') : value === undefined ? '' : String(value)}
      onChange={(e) => {
        const text = e.target.value;
        onChange(text.trim() === '' ? undefined : ['like', text.trim()]);
      }}
    />
  ),
  Control: TextControl,
});
