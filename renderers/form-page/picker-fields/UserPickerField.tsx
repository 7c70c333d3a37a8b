import { observer } from '@formily/react';
import type { UserPickerSchema } from '../../../schemas/generated/user-picker';
import { USER_PICKER_DIALOG } from '../../core/picker-shared/dialogs';
import type { PickedUser } from '../../core/picker-shared/user-api';
import { PickerFace } from './PickedValue';
import { idsOf, usePickerField, writePicked, type FormilyControlProps } from './use-picker-field';

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
    writePicked(picker, await picker.open<PickedUser | PickedUser[]>({ schema, ...USER_PICKER_DIALOG }), (u) => u.id, (u) => u.user_name);
  };
  return <PickerFace picker={picker} multiple={multiple} onOpen={() => void open()} />;
});
