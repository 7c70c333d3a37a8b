import { observer } from '@formily/react';
import type { ChooserSchema } from '../../../schemas/generated/chooser';
import { CHOOSER_DIALOG } from '../../chooser/dialog';
import { PickedValue } from './PickedValue';
import { idsOf, NAME_SEPARATOR, usePickerField, type FormilyControlProps, type PickedId } from './use-picker-field';

type Row = Record<string, unknown>;

export interface ChooserFieldProps extends FormilyControlProps {
  /** The choose config's name. */
  config: string;
  /** The sibling field that keeps the chosen row's name (customer_name beside customer_id). */
  labelField: string;
  /** The row's field the name is read from; labelField by default. */
  labelProp?: string;
  /** The row's field written as the value; id by default. */
  valueProp?: string;
  multiple?: boolean;
  dataPerms?: ChooserSchema['dataPerms'];
  where?: Record<string, unknown>;
}

function idOf(row: Row, prop: string): PickedId | null {
  const value = row[prop];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/**
 * x-component Chooser: a business record chosen in the chooser dialog (spec 001 screen 16). The field holds the
 * row's id (ids when multiple), its sibling `labelField` the name shown.
 */
export const ChooserField = observer(function ChooserField(props: ChooserFieldProps) {
  const { config, labelField, labelProp = labelField, valueProp = 'id', multiple, dataPerms, where, value } = props;
  const picker = usePickerField(labelField, props);
  const nameOf = (row: Row) => {
    const name = row[labelProp];
    return name === null || name === undefined ? '' : String(name);
  };
  const open = async () => {
    const schema = { type: 'chooser', config, multiple, dataPerms, where, selected: valueProp === 'id' ? idsOf(value) : undefined } satisfies ChooserSchema;
    const result = await picker.open<Row | Row[]>({ schema, ...CHOOSER_DIALOG });
    if (result === undefined) return;
    if (Array.isArray(result)) {
      picker.write(
        result.map((row) => idOf(row, valueProp)).filter((id): id is PickedId => id !== null),
        result.length === 0 ? null : result.map(nameOf).join(NAME_SEPARATOR),
      );
    } else {
      picker.write(idOf(result, valueProp), nameOf(result));
    }
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
      onClear={() => picker.write(Array.isArray(value) ? [] : null, null)}
    />
  );
});
