import { observer } from '@formily/react';
import type { OrgPickerSchema } from '../../../schemas/generated/org-picker';
import { ORG_PICKER_DIALOG } from '../../org-picker/dialog';
import type { PickedOrg } from '../../org-picker/org-api';
import { PickedValue } from './PickedValue';
import { idsOf, NAME_SEPARATOR, usePickerField, type FormilyControlProps } from './use-picker-field';

export interface OrgPickerFieldProps extends FormilyControlProps {
  /** The sibling field that keeps the organisation's name (org_name beside org_id). */
  nameField: string;
  multiple?: boolean;
  kinds?: OrgPickerSchema['kinds'];
}

/** x-component OrgPicker: an organisation (or several) chosen in the organisation tree picker (spec 001 screen 18). */
export const OrgPickerField = observer(function OrgPickerField(props: OrgPickerFieldProps) {
  const { nameField, multiple = false, kinds, value } = props;
  const picker = usePickerField(nameField, props);
  const open = async () => {
    const schema = { type: 'org-picker', multiple, kinds, selected: idsOf(value) } satisfies OrgPickerSchema;
    const result = await picker.open<PickedOrg | PickedOrg[]>({ schema, ...ORG_PICKER_DIALOG });
    if (result === undefined) return;
    if (Array.isArray(result)) picker.write(result.map((o) => o.id), result.map((o) => o.name).join(NAME_SEPARATOR));
    else picker.write(result.id, result.name);
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
