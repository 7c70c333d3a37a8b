import { observer } from '@formily/react';
import type { UserPickerSchema } from '../../../schemas/generated/user-picker';
import { USER_PICKER_DIALOG } from '../../user-picker/dialog';
import type { PickedUser } from '../../user-picker/user-api';
import { PickedValue } from './PickedValue';
import { idsOf, NAME_SEPARATOR, usePickerField, type FormilyControlProps } from './use-picker-field';

export interface UserPickerFieldProps extends FormilyControlProps {
  /** The sibling field that keeps the user's name (user_name beside user_id). */
  nameField: string;
  multiple?: boolean;
  selectParent?: boolean;
}

/** x-component UserPicker: a user (or several) chosen in the user picker (spec 001 screen 18). */
export const UserPickerField = observer(function UserPickerField(props: UserPickerFieldProps) {
  const { nameField, multiple = false, selectParent, value } = props;
  const picker = usePickerField(nameField, props);
  const open = async () => {
    const schema = { type: 'user-picker', multiple, selectParent, selected: idsOf(value) } satisfies UserPickerSchema;
    const result = await picker.open<PickedUser | PickedUser[]>({ schema, ...USER_PICKER_DIALOG });
    if (result === undefined) return;
    if (Array.isArray(result)) picker.write(result.map((u) => u.id), result.map((u) => u.user_name).join(NAME_SEPARATOR));
    else picker.write(result.id, result.user_name);
  };
  return (
    <PickedValue
      name={picker.name}
      label={picker.label}
      text={picker.text}
      hasValue={picker.hasValue}
      readPretty={picker.readPretty}
      disabled={picker.disabled}
      onOpen={() => void open()}
      onClear={() => picker.write(multiple ? [] : null, null)}
    />
  );
});
