import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { pickLabel, useEnv } from '../../registry';
import { formatMoney, groupDigits } from '../../rules';
import { isEmpty, type ControlProps } from '../types';
import { NUMBER_LIMIT, toNumber } from '../../codecs';


function usePlaceholder(props: ControlProps, key: 'form.placeholderInput' | 'form.placeholderSelect'): string {
  const env = useEnv();
  return props.options.placeholder ?? env.t(key, { label: props.label });
}

/** Free text: one line, or `rows` lines; at most `maxLength` characters. */
export function TextControl(props: ControlProps) {
  const { value, onChange, onBlur, options, disabled, label, id } = props;
  const text = usePlaceholder(props, 'form.placeholderInput');
  const common = {
    id,
    'aria-label': label,
    disabled,
    maxLength: options.maxLength,
    placeholder: text,
    value: isEmpty(value) ? '' : String(value),
    onBlur,
  };
  return options.rows ? (
    <Input.TextArea {...common} rows={options.rows} showCount={options.maxLength !== undefined} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <Input {...common} onChange={(e) => onChange(e.target.value)} />
  );
}

/**
 * Thousands commas in the integer part of a typed or stored number: a stored one shown with its decimals
 * by the money format (rules/money.ts), typed text grouped as it stands (a trailing "." or "0" is kept).
 */
export function groupedInput(value: string | number | undefined, decimals?: number): string {
  if (value === undefined || value === '') return '';
  const text = String(value);
  return (decimals === undefined ? '' : formatMoney(text, decimals)) || groupDigits(text);
}

/**
 * A number with `decimals` places, grouped when `grouped` (money); pasted thousands commas are stripped
 * and values clamped to ±1e15 (spec 001 §5). Empty is null, never 0.
 */
export function NumberControl(props: ControlProps & { decimals: number; grouped?: boolean }) {
  const { value, onChange, onBlur, disabled, label, id, decimals, grouped } = props;
  return (
    <InputNumber<number>
      id={id}
      aria-label={label}
      disabled={disabled}
      style={{ width: '100%' }}
      precision={decimals}
      min={-NUMBER_LIMIT}
      max={NUMBER_LIMIT}
      placeholder={usePlaceholder(props, 'form.placeholderInput')}
      value={toNumber(value)}
      formatter={grouped ? (v, info) => groupedInput(v, info.userTyping ? undefined : decimals) : undefined}
      // The text without commas, as antd documents it: an emptied input must stay empty (null), not become 0.
      parser={(text) => (text ?? '').replace(/,/g, '') as unknown as number}
      onBlur={onBlur}
      onChange={(next) => onChange(next ?? null)}
    />
  );
}

/** A date (`YYYY-MM-DD`) or date and time (`YYYY-MM-DD HH:mm:ss`), stored as text. */
export function DateControl(props: ControlProps & { withTime: boolean }) {
  const { value, onChange, onBlur, disabled, label, id, withTime } = props;
  const pattern = withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
  const parsed = isEmpty(value) ? null : dayjs(String(value));
  return (
    <DatePicker
      id={id}
      aria-label={label}
      disabled={disabled}
      style={{ width: '100%' }}
      showTime={withTime}
      format={pattern}
      placeholder={usePlaceholder(props, 'form.placeholderSelect')}
      value={parsed?.isValid() ? parsed : null}
      onBlur={onBlur}
      onChange={(next: Dayjs | null) => onChange(next ? next.format(pattern) : null)}
    />
  );
}

/** One of the declared options (or several, with `multiple`). */
export function SelectControl(props: ControlProps) {
  const env = useEnv();
  const { value, onChange, onBlur, disabled, label, id, options } = props;
  return (
    <Select<unknown>
      id={id}
      aria-label={label}
      disabled={disabled}
      allowClear
      mode={options.multiple ? 'multiple' : undefined}
      style={{ width: '100%' }}
      placeholder={usePlaceholder(props, 'form.placeholderSelect')}
      value={isEmpty(value) ? undefined : value}
      options={(options.options ?? []).map((o) => ({ value: typeof o.value === 'boolean' ? Number(o.value) : o.value, label: pickLabel(env.language, o.label, o.labelEn) }))}
      onBlur={onBlur}
      onChange={(next) => onChange(next ?? null)}
    />
  );
}

/** Yes (1) or no (0). */
export function SwitchControl({ value, onChange, disabled, label, id }: ControlProps) {
  return <Switch id={id} aria-label={label} disabled={disabled} checked={value === true || value === 1 || value === '1'} onChange={(on) => onChange(on ? 1 : 0)} />;
}
