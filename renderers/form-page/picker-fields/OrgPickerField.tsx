import { observer } from '@formily/react';
import type { OrgPickerSchema } from '../../../schemas/generated/org-picker';
import { ORG_PICKER_DIALOG } from '../../core/picker-shared/dialogs';
import type { PickedOrg } from '../../core/picker-shared/org-api';
import { PickerFace } from './PickedValue';
import { idsOf, usePickerField, writePicked, type FormilyControlProps } from './use-picker-field';

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
    writePicked(picker, await picker.open<PickedOrg | PickedOrg[]>({ schema, ...ORG_PICKER_DIALOG }), (o) => o.id, (o) => o.name);
  };
  return <PickerFace picker={picker} multiple={multiple} onOpen={() => void open()} />;
});
