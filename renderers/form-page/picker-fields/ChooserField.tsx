import { observer } from '@formily/react';
import type { ChooserSchema } from '../../../schemas/generated/chooser';
import { CHOOSER_DIALOG } from '../../core/picker-shared/dialogs';
import { PickerFace } from './PickedValue';
import { idsOf, usePickerField, writePicked, type FormilyControlProps, type PickedId } from './use-picker-field';

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
    writePicked(picker, await picker.open<Row | Row[]>({ schema, ...CHOOSER_DIALOG }), (row) => idOf(row, valueProp), nameOf);
  };
  return <PickerFace picker={picker} multiple={Array.isArray(value) || multiple === true} onOpen={() => void open()} />;
});
