import type { Field } from '@formily/core';
import { useField } from '@formily/react';
import { useDialogs, useEnv, type DialogRequest } from '../../../registry';

export type PickedId = number | string;
export type PickerValue = PickedId | PickedId[] | null | undefined;

/** What every picker control takes from Formily besides its own x-component-props. */
export interface FormilyControlProps {
  value?: PickerValue;
  onChange?(value: PickerValue): void;
  disabled?: boolean;
  readOnly?: boolean;
}

/** The ids a value stands for (one, several or none), for the picker to open with them chosen. */
export function idsOf(value: PickerValue): number[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  return list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * The field a picker control writes to, beside its own: the chosen id goes to the control's field, the name it
 * shows to a sibling (`nameField`, at the same level of the form's values) with form.setValuesIn, so the record
 * keeps both and the name shows again without asking the server.
 */
export function usePickerField(nameField: string, props: FormilyControlProps) {
  const env = useEnv();
  const dialogs = useDialogs();
  const field = useField<Field>();
  const namePath = field.path.parent().concat(nameField);
  const label = typeof field.title === 'string' && field.title !== '' ? field.title : String(field.props.name);
  const shown = field.form.getValuesIn(namePath) as unknown;
  return {
    env,
    field,
    label,
    name: String(field.props.name),
    text: shown === null || shown === undefined ? '' : String(shown),
    readPretty: Boolean(field.readPretty || props.readOnly),
    disabled: Boolean(props.disabled || field.disabled),
    hasValue: Array.isArray(props.value) ? props.value.length > 0 : props.value !== null && props.value !== undefined && props.value !== '',
    /** Opens a picker's dialog titled by the field (选择{label}); resolves with what it closes with. */
    open: <T,>(request: Omit<DialogRequest, 'title'>) => dialogs.open<T>({ ...request, title: env.t('pickers.field.title', { label }) }),
    write(value: PickerValue, name: string | null) {
      props.onChange?.(value);
      field.form.setValuesIn(namePath, name);
    },
  };
}

/** Several names in one text: spec 001 §9's multi-select separator. */
export const NAME_SEPARATOR = ' ; ';

export type PickerField = ReturnType<typeof usePickerField>;

/**
 * Writes what a picker closed with into the field and its name field: one item's id and name, or several ids
 * and their names joined by the separator; nothing when the picker was dismissed.
 */
export function writePicked<T>(picker: PickerField, result: T | T[] | undefined, idOf: (item: T) => PickedId | null, nameOf: (item: T) => string): void {
  if (result === undefined) return;
  if (Array.isArray(result)) {
    picker.write(
      result.map(idOf).filter((id): id is PickedId => id !== null),
      result.length === 0 ? null : result.map(nameOf).join(NAME_SEPARATOR),
    );
  } else {
    picker.write(idOf(result), nameOf(result));
  }
}
