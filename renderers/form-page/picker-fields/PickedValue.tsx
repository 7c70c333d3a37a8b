import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { PickerField } from './use-picker-field';
import { useEnv } from '../../../registry';

/** What a read-only picker shows when nothing is chosen (as every read-only field, spec 001 §3). */
const EMPTY_TEXT = '/';

interface PickedValueProps {
  name: string;
  label: string;
  /** The chosen name(s). */
  text: string;
  hasValue: boolean;
  readPretty: boolean;
  disabled: boolean;
  onOpen(): void;
  onClear(): void;
}

/**
 * A picker control's face: the chosen name in a box that opens the picker (as its search button does) and a
 * clear button; disabled, the name alone in a greyed box; read-only, the name as text.
 */
export function PickedValue({ name, label, text, hasValue, readPretty, disabled, onOpen, onClear }: PickedValueProps) {
  const env = useEnv();
  if (readPretty) return <span data-field={name}>{text === '' ? EMPTY_TEXT : text}</span>;
  if (disabled) return <Input id={`field-${name}`} aria-label={label} value={text} disabled />;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={`field-${name}`}
        aria-label={label}
        readOnly
        value={text}
        placeholder={env.t('pickers.field.placeholder', { label })}
        style={{ cursor: 'pointer' }}
        onClick={onOpen}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onOpen();
          }
        }}
      />
      {hasValue && <Button aria-label={env.t('pickers.field.clear', { label })} icon={<CloseOutlined />} onClick={onClear} />}
      <Button aria-label={env.t('pickers.field.open', { label })} icon={<SearchOutlined />} onClick={onOpen} />
    </Space.Compact>
  );
}

/** A picker control's face for its field: the chosen name, the picker on click, the clear button emptying id and name. */
export function PickerFace({ picker, multiple, onOpen }: { picker: PickerField; multiple: boolean; onOpen(): void }) {
  return (
    <PickedValue
      name={picker.name}
      label={picker.label}
      text={picker.text}
      hasValue={picker.hasValue}
      readPretty={picker.readPretty}
      disabled={picker.disabled}
      onOpen={onOpen}
      onClear={() => picker.write(multiple ? [] : null, null)}
    />
  );
}
