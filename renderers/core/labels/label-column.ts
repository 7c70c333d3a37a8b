import type { FieldFormatOptions } from '../../../fields';
import type { RendererEnv } from '../../../registry';
import type { LabelConfig, LabelType } from '../../../schemas/generated/cell-label';
import type { FieldType } from '../../../schemas/generated/field-type';
import type { ListContextValue, Row } from '../list-context';

/** What a table column or a card field tells the labels (spec 001 §3): its prop, label type and formatting. */
export interface LabelColumn extends FieldFormatOptions {
  prop: string;
  label: string;
  labelEn?: string;
  valueType?: FieldType;
  labelType?: LabelType;
  copy?: boolean;
  labelConfig?: LabelConfig;
}

export interface LabelArgs {
  column: LabelColumn;
  value: unknown;
  row: Row;
  env: RendererEnv;
  /** The list the cell belongs to: the search label and the filter function need it. */
  list?: ListContextValue;
}
