/**
 * The form controls that pick records (issue 21): x-components Chooser, OrgPicker and UserPicker (in a dialog)
 * and ResourceSelect (a searched select). Each writes the chosen id to its field and the name to a sibling field its x-component-props names.
 */
import type { FormNode } from '../../../schemas/generated/form-page';
import { ChooserField } from './ChooserField';
import { OrgPickerField } from './OrgPickerField';
import { ResourceSelectField } from './ResourceSelectField';
import { UserPickerField } from './UserPickerField';

export const PICKER_COMPONENTS = { Chooser: ChooserField, OrgPicker: OrgPickerField, UserPicker: UserPickerField, ResourceSelect: ResourceSelectField } as const;

/**
 * The sibling field a picker control keeps its name in (Chooser's labelField, the others' nameField): a value
 * the form must load with the record even when the schema declares no field of that name.
 */
export function pickerNameField(node: FormNode): string | null {
  const component = node['x-component'];
  if (component !== 'Chooser' && component !== 'OrgPicker' && component !== 'UserPicker' && component !== 'ResourceSelect') return null;
  const props = (node['x-component-props'] ?? {}) as { labelField?: unknown; nameField?: unknown };
  const name = component === 'Chooser' || component === 'ResourceSelect' ? props.labelField : props.nameField;
  return typeof name === 'string' && name !== '' ? name : null;
}

/** The signed-in user as a new record's picked fields take them (EnvUser's id and name, organisation and its name). */
export interface PickedCaller {
  id: number;
  name: string;
  orgId: number;
  orgName: string;
}

/**
 * A new record's handler and department as the server will fill them when left empty (FieldRulesAnswer.picked):
 * each shown UserPicker or OrgPicker field the server picks gets the caller (or their organisation), with its name.
 */
export function callerDefaults(properties: Readonly<Record<string, FormNode>>, picked: Readonly<Record<string, 'user' | 'org'>> | undefined, caller: PickedCaller | null): Record<string, unknown> {
  if (!picked || !caller) return {};
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, node]): [string, unknown][] => {
      if (node.type === 'void') return Object.entries(callerDefaults(node.properties ?? {}, picked, caller));
      const kind = picked[name];
      const nameField = pickerNameField(node);
      const expected = kind === 'user' ? 'UserPicker' : kind === 'org' ? 'OrgPicker' : null;
      if (!expected || node['x-component'] !== expected || !nameField) return [];
      return kind === 'user' ? [[name, caller.id], [nameField, caller.name]] : [[name, caller.orgId], [nameField, caller.orgName]];
    }),
  );
}
