import type { CSSProperties } from 'react';
import { CODECS, type CodecOptions, type FieldCodec } from '../../codecs';
import type { Language } from '../../registry';
import type { EditableColumnSchema, EditableTableSchema } from '../../schemas/generated/editable-table';
import type { FieldType } from '../../schemas/generated/field-type';

/** Spec 001 §9: editable rows are 48 px, the index column 75 px, columns 200 px unless they say otherwise. */
export const ROW_HEIGHT = 48;
export const INDEX_WIDTH = 75;
export const DEFAULT_COLUMN_WIDTH = 200;
export const DEFAULT_TABLE_HEIGHT = 550;
export const DEFAULT_VIRTUAL_THRESHOLD = 200;

/** A column as the grid uses it: its schema, its codec and the options its codec reads. */
export interface GridColumn {
  schema: EditableColumnSchema;
  prop: string;
  label: string;
  type: FieldType;
  codec: FieldCodec;
  options: CodecOptions;
  width: number;
  /** Whether the user edits it (not a formula, not read-only, an edit type the grid edits). */
  editable: boolean;
  required: boolean;
  /** Pinned to a side as the user's column setting (or the schema) says; false: scrolls with the rest. */
  fixed: 'left' | 'right' | false;
  /** A pinned column's cell class and offset (a CSS variable the grid sets, so a width drag re-renders no row). */
  pin?: { className: string; style: CSSProperties };
}

/** The field type an edit type's values are read and shown with, unless the column names one. */
function typeOf(column: EditableColumnSchema): FieldType {
  if (column.valueType) return column.valueType;
  switch (column.editType) {
    case 'number':
      return column.moneyFormat !== undefined || column.attr?.precision !== undefined ? 'money' : 'number';
    case 'date':
      return 'date';
    case 'time':
      return 'datetime';
    case 'select':
    case 'radio':
      return 'enum';
    case 'switch':
      return 'boolean';
    default:
      return 'text';
  }
}

/** Edit types the grid edits in place today; the others (custom, dialog, specs, upload, slot, link, html) are shown. */
const EDITED_IN_PLACE = new Set(['input', 'number', 'date', 'time', 'select', 'radio', 'switch']);

/** The visible columns of a schema, in their order, each with its codec. */
export function gridColumns(schema: EditableTableSchema, language: Language): GridColumn[] {
  return schema.columns
    .filter((column) => !column.hide)
    .map((column) => {
      const type = typeOf(column);
      const options: CodecOptions = {
        moneyFormat: column.moneyFormat ?? column.attr?.precision,
        timeFormat: column.timeFormat,
        options: column.attr?.options,
        multiple: column.attr?.multiple,
        maxLength: column.attr?.maxlength,
      };
      return {
        schema: column,
        prop: column.prop,
        label: language === 'en' && column.labelEn ? column.labelEn : column.label,
        type,
        codec: CODECS[type],
        options,
        width: column.width ?? DEFAULT_COLUMN_WIDTH,
        editable: !schema.readOnly && column.editable !== false && !column.formula && EDITED_IN_PLACE.has(column.editType ?? 'input'),
        required: column.require === true || column.required === true,
        fixed: column.fixed ?? false,
      };
    });
}
